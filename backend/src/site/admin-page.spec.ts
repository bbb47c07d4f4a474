import type { IncomingMessage } from 'node:http';
import { adminSessionToken } from '../auth/admin-session-cookie';
import { pageParts, rendersAtRunTime, scriptSafeJson, serverRenderedBody } from './admin-page';

const request = (method: string, url: string, cookie?: string) =>
  ({ method, url, headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

describe('adminSessionToken', () => {
  it('finds the admin cookie among others, and nothing without it', () => {
    expect(adminSessionToken(request('GET', '/', 'theme=dark; admin_session=a.b.c; x=1'))).toBe('a.b.c');
    expect(adminSessionToken(request('GET', '/', 'admin_session=a.b.c'))).toBe('a.b.c');
    expect(adminSessionToken(request('GET', '/', 'my_admin_session=a.b.c'))).toBeUndefined();
    expect(adminSessionToken(request('GET', '/', 'admin_session='))).toBeUndefined();
    expect(adminSessionToken(request('GET', '/'))).toBeUndefined();
  });
});

describe('rendersAtRunTime', () => {
  it('takes the dashboard page with the admin cookie, whatever its query, and nothing else', () => {
    expect(rendersAtRunTime(request('GET', '/admin/quotes', 'admin_session=t'))).toBe(true);
    expect(rendersAtRunTime(request('HEAD', '/admin/quotes?status=new&page=2', 'admin_session=t'))).toBe(
      true,
    );

    expect(rendersAtRunTime(request('GET', '/admin/quotes'))).toBe(false);
    expect(rendersAtRunTime(request('POST', '/admin/quotes', 'admin_session=t'))).toBe(false);
    expect(rendersAtRunTime(request('GET', '/admin/quotes/', 'admin_session=t'))).toBe(false);
    expect(rendersAtRunTime(request('GET', '/admin/team', 'admin_session=t'))).toBe(false);
    expect(rendersAtRunTime(request('GET', '/api/quotes', 'admin_session=t'))).toBe(false);
    expect(rendersAtRunTime(request('GET', '/es/admin/quotes', 'admin_session=t'))).toBe(false);
  });
});

describe('pageParts and serverRenderedBody', () => {
  const template = [
    '<!doctype html><html><head><title>Admin</title></head>',
    '<body><div id="root"><div><p>Checking your session…</p></div></div>',
    '</body></html>',
  ].join('\n');
  const withServerRender = (html: string, state: unknown) => {
    const parts = pageParts(template);
    return parts.head + serverRenderedBody(parts, html, state);
  };

  it('splits the page around its root content, and the parts make the page again', () => {
    const parts = pageParts(template);
    expect(parts.head).toBe('<!doctype html><html><head><title>Admin</title></head>\n<body><div id="root">');
    expect(parts.root).toBe('<div><p>Checking your session…</p></div>');
    expect(parts.head + parts.root + parts.tail).toBe(template);
  });

  it('moves the scripts from the head to the end of the body, and keeps the stylesheets in the head', () => {
    const built = [
      '<!doctype html><html><head><title>Admin</title>',
      '    <link rel="stylesheet" id="admin-antd-styles" href="/assets/admin-antd-1.css" />',
      '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/style-C.css">',
      '  </head>',
      '  <body><div id="root"><p>Checking your session…</p></div>',
      '  </body></html>',
    ].join('\n');
    const parts = pageParts(built);
    expect(parts.head).not.toMatch(/<script|modulepreload/);
    expect(parts.head).toContain('href="/assets/admin-antd-1.css"');
    expect(parts.head).toContain('href="/assets/style-C.css"');
    expect(parts.root).toBe('<p>Checking your session…</p>');
    expect(parts.tail).toBe(
      '</div>\n  <script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B.js"></body></html>',
    );
  });

  it('puts the render in the root in place of the prerendered markup, and the state right after it', () => {
    const page = withServerRender('<div><table><tr><td>Teton Lines</td></tr></table></div>', {
      api: { queries: {} },
    });
    expect(page).toBe(
      [
        '<!doctype html><html><head><title>Admin</title></head>',
        '<body><div id="root"><div><table><tr><td>Teton Lines</td></tr></table></div></div>' +
          '<script type="application/json" id="api-state">{"api":{"queries":{}}}</script>',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('keeps data that looks like markup from closing the JSON block', () => {
    const companyName = '</script><script>alert(1)</script><!--';
    const page = withServerRender('<div></div>', { companyName });
    expect(page).not.toContain('</script><script>');
    expect(page).not.toContain('<!--');
    const json = /<script type="application\/json" id="api-state">(.*?)<\/script>/.exec(page)![1];
    expect(JSON.parse(json)).toEqual({ companyName });
  });

  it('refuses a page without a root rather than sending a broken one', () => {
    expect(() => pageParts('<html><body></body></html>')).toThrow(/root/);
  });
});

describe('scriptSafeJson', () => {
  it('escapes only what could end the script or break it, and stays JSON', () => {
    const value = { text: 'a < b > c & d \u2028 \u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
