import type { IncomingMessage } from 'node:http';
import { API_STATE_ELEMENT_ID } from '@trucking-finance/contracts';
import { adminSessionToken } from '../auth/admin-session-cookie';

/** The admin pages the server renders with their data when the admin's cookie comes along. */
export const SERVER_RENDERED_ADMIN_PAGES = ['/admin/quotes'] as const;

const pathOf = (url: string): string => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * True for a page request the server renders at run time (docs/architecture.md#admin-first-paint):
 * it goes to Express and Nest instead of the static site's prerendered copy.
 */
export function rendersAtRunTime(req: IncomingMessage): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (SERVER_RENDERED_ADMIN_PAGES as readonly string[]).includes(pathOf(req.url ?? '/')) &&
    adminSessionToken(req) !== undefined
  );
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>';

/** A prerendered page in three parts: up to its root's content, that content, and the rest. */
export interface PageParts {
  head: string;
  root: string;
  tail: string;
}

/** The page's module script and its preloads, as Vite writes them into the head. */
const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Splits a prerendered page around its root's content (`<div id="root">…</div>`, the body's last
 * element). The scripts move from the head to the end of the body: the head goes out before the
 * server renders, and the browser then spends that time on the stylesheets it needs to show the
 * rows, not on fetching and compiling scripts on the same cores (measured in
 * docs/architecture.md#admin-first-paint). Module scripts run after the document is parsed
 * either way.
 */
export function pageParts(template: string): PageParts {
  const start = template.indexOf(ROOT_START);
  const end = template.lastIndexOf(ROOT_END, template.lastIndexOf('</body>'));
  if (start === -1 || end < start) throw new Error('the page has no <div id="root">');
  const contentStart = start + ROOT_START.length;
  const scripts: string[] = [];
  const head = template.slice(0, contentStart).replace(SCRIPT_TAGS, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  const tail = template.slice(end);
  const bodyEnd = tail.lastIndexOf('</body>');
  return {
    head,
    root: template.slice(contentStart, end),
    tail: tail.slice(0, bodyEnd) + scripts.join('') + tail.slice(bodyEnd),
  };
}

/**
 * What follows the head for a server render: the render in the root in place of the prerendered
 * markup, then the store's state in a JSON block (not a script that runs: the CSP allows none
 * inline) right after the root, where the browser's store takes it from.
 */
export function serverRenderedBody(parts: PageParts, html: string, state: unknown): string {
  return (
    html +
    ROOT_END +
    `<script type="application/json" id="${API_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>` +
    parts.tail.slice(ROOT_END.length)
  );
}
