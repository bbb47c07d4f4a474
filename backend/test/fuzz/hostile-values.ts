import type { Tokens } from './app-process';

/**
 * The lists the generators draw from: values that have broken parsers, validators, databases and
 * redirects before, each list for the kind of field or header it fits. `cases.ts` decides where
 * each goes and what the API must answer.
 */

/** A request whose trouble is in HTTP itself; unset parts are those of an ordinary request. */
export interface FramingRequest {
  method?: string;
  target?: string;
  headers?: Array<[string, string]>;
  body?: Buffer;
  version?: string;
  /** Another Host header value, or null for none. */
  host?: string | null;
}

export const HOSTILE_PATH_VALUES = [
  '',
  ' ',
  '%20',
  'null',
  'undefined',
  '0',
  '-1',
  '1e3',
  '1.5',
  '0x10',
  '..',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\',
  '%00',
  'a%00b',
  '%ff',
  '%c3%28',
  '%',
  '%%',
  '%ZZ',
  '%E2%80%AE',
  '%F0%9F%92%A5',
  '\xc3\xa9',
  '\xff\xfe',
  '__proto__',
  'constructor',
  'prototype',
  '%27%20OR%201%3D1--',
  '%22%3E%3Cscript%3E',
  '$where',
  '*',
  '~',
  '%5C',
  '%2F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '2147483648',
  '99999999999999999999999',
  'Infinity',
  'NaN',
  '%EF%BC%91',
];

export const HOSTILE_NUMBERS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '-1.5',
  '0.0001',
  '1e3',
  '1E3',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  '1000001',
  '101',
  '100',
  '',
  ' ',
  '%20',
  'abc',
  '0x10',
  '0b1',
  '1,2',
  '1%2C2',
  '%00',
  '1%00',
  '%ff',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'true',
  '%EF%BC%91',
  '1_000',
  '+1',
  '01',
];

export const HOSTILE_WORDS = [
  'NEWEST',
  'newest%20',
  '%20newest',
  'newest%00',
  'random',
  '',
  '%27%3B--',
  '__proto__',
  'constructor',
  'asc',
  'desc',
  'oldest,newest',
  'a'.repeat(5_000),
];

/** Raw JSON texts of each type, for a field that must not be of that type. */
export const BY_TYPE: Record<string, string[]> = {
  string: ['""', '"x"', '"0"', '"true"', '"null"', '"[]"'],
  number: ['0', '-1', '1.5', '1e3', '-0', '1e308', '9007199254740993'],
  boolean: ['true', 'false'],
  null: ['null'],
  array: ['[]', '["x"]', '[1,2,3]', '[{}]', '[null]', '[[[]]]'],
  object: ['{}', '{"x":1}', '{"$gt":""}', '{"length":1}', '{"toString":"x","valueOf":1}'],
};

export const HUGE_NUMBERS = [
  '1e309',
  '-1e309',
  '1e308',
  '1.7976931348623157e308',
  '18446744073709551616',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1',
  '1e-400',
  '-0',
  '2.5',
  '1E3',
  '1e3',
  '2147483648',
  '-2147483649',
  '0.9999999999999999999',
];

export const CONTROL_TEXTS = [
  '\u0000',
  'Ridge\u0000line',
  '\u0000\u0000\u0000',
  '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b',
  'line\r\nX-Injected: 1',
  '\t',
  '\u001b[31mred\u001b[0m',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\ufeff',
  '\u202e\u0644\u0627',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301\u0301\u0301',
];

/** Byte sequences that are not UTF-8. */
export const INVALID_UTF8 = [
  Buffer.from([0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0x80, 0x80]),
  Buffer.from([0xfe, 0xfe, 0xff, 0xff]),
];

export const HOSTILE_EMAILS = [
  'plainaddress',
  '@example.com',
  'a@',
  'a@b',
  'a@@b.com',
  'a b@example.com',
  '"a"@example.com',
  'a@example..com',
  'a@-example.com',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(250)}.com`,
  'a@example.com\u0000',
  'a@example.com\r\nBcc: victim@example.com',
  'a@xn--80ak6aa92e.com',
  'ａ@example.com',
  'a@[127.0.0.1]',
  '<script>@example.com',
];

export function hostileUrls(upstreamHost: string): string[] {
  return [
    'not a url',
    'http://',
    'https://',
    'http:///path',
    'http://[::1',
    'http://[::1]:99999/',
    'http://%zz/',
    'http://a b/',
    'http://\u0000/',
    'http://exa\u0000mple.com/',
    'https://evil.example/login',
    `http://${upstreamHost}@evil.example/`,
    `http://user:pass@${upstreamHost}/`,
    `https://${upstreamHost}.evil.example/`,
    'http://0x7f.0.0.1/',
    'http://2130706433/',
    'http://localhost:1/',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://127.0.0.1/',
    'gopher://127.0.0.1:25/',
    `http://${upstreamHost}/${'a'.repeat(1_990)}`,
    `http://${upstreamHost}/%00`,
    `http://${upstreamHost}/..%2f..%2f`,
    `http://${upstreamHost}:0/`,
    'http://-/',
    'http://a_b/',
    'http://xn--/',
    'http://\u0130.example/',
    'HTTP://EVIL.EXAMPLE/',
    // Hosts a URL validator and the WHATWG parser read differently (numeric, punycode, compatibility characters).
    'http://0x100000000/',
    'http://1.2.3.0x100/',
    'http://a.0x/',
    'http://xn--a.com/',
    'http://a.\u2100/',
    'http://999.999.999.999/',
  ];
}

export const HOSTILE_IMAGES = [
  'data:,',
  'data:image/png;base64,',
  'data:image/png;base64,iVBORw0KGgo=',
  `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]).toString('base64')}`,
  `data:image/jpeg;base64,${Buffer.concat([Buffer.from('ffd8ff', 'hex'), Buffer.alloc(64, 1)]).toString('base64')}`,
  `data:image/webp;base64,${Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ').toString('base64')}`,
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=',
  'data:image/png,notbase64',
  'data:image/png;base64,!!!!',
  'data:image/png;charset=utf-8;base64;base64,AAAA',
  'https://evil.example/photo.png',
  '/etc/passwd',
];

export const HOSTILE_DIGITS = [
  '1e3',
  '0',
  '00',
  '-1',
  '+1',
  '1.0',
  ' 1',
  '1 ',
  '１２',
  '٣',
  '0x10',
  '99999999999999999999999',
  '6\u0000',
];

export const HOSTILE_OPTIONS = (value: string) => [
  value.toUpperCase(),
  ` ${value}`,
  `${value} `,
  `${value}\u0000`,
  `${value}\u200b`,
  value.normalize('NFD') === value ? `${value}é` : value.normalize('NFD'),
  '__proto__',
  'toString',
];

/** Values on the lists that are odd but allowed by some reading of their standard (RFC 5321, IDNA). */
export const ODD_BUT_VALID = new Set([
  '"a"@example.com',
  `${'a'.repeat(65)}@example.com`,
  'a@xn--80ak6aa92e.com',
  'ａ@example.com',
  'a@[127.0.0.1]',
  'a@b',
]);

export function nestedText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/** Headers that carry no valid admin token, in turn: none, malformed, forged, expired, a client's. */
export function brokenAuth(tokens: Tokens): Array<[string, Array<[string, string]>]> {
  const [header, payload, signature] = tokens.admin.split('.') as [string, string, string];
  const middle = Math.floor(signature.length / 2);
  const flipped =
    signature.slice(0, middle) + (signature[middle] === 'A' ? 'B' : 'A') + signature.slice(middle + 1);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return [
    ['none', []],
    ['Bearer without token', [['Authorization', 'Bearer']]],
    ['Bearer and spaces', [['Authorization', 'Bearer    ']]],
    ['not a JWT', [['Authorization', 'Bearer not.a.token']]],
    ['Basic credentials', [['Authorization', `Basic ${Buffer.from('ops-admin:guess').toString('base64')}`]]],
    ['bad signature', [['Authorization', `Bearer ${header}.${payload}.${flipped}`]]],
    ['alg none', [['Authorization', `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${payload}.`]]],
    [
      'HS256 header, role forged',
      [
        [
          'Authorization',
          `Bearer ${header}.${base64url(JSON.stringify({ ...claims, role: 'admin', sub: '00000000-0000-4000-a000-000000000000' }))}.${signature}`,
        ],
      ],
    ],
    ['expired', [['Authorization', `Bearer ${tokens.expired}`]]],
    ['other secret', [['Authorization', `Bearer ${tokens.otherSecret}`]]],
    ['client token', [['Authorization', `Bearer ${tokens.client}`]]],
    ['truncated', [['Authorization', `Bearer ${tokens.admin.slice(0, -12)}`]]],
    ['token without scheme', [['Authorization', tokens.admin]]],
    ['doubled scheme', [['Authorization', `Bearer Bearer ${tokens.admin}`]]],
    ['12 KB token', [['Authorization', `Bearer ${'A'.repeat(12_000)}`]]],
    ['control characters', [['Authorization', `Bearer \u0001${tokens.admin.slice(0, 20)}`]]],
    ['non-ASCII', [['Authorization', `Bearer \u00e9\u00ff${tokens.admin.slice(2)}`]]],
    ['three parts of junk', [['Authorization', 'Bearer e30.e30.']]],
    [
      '__proto__ payload',
      [['Authorization', `Bearer ${header}.${base64url('{"__proto__":{"role":"admin"}}')}.${signature}`]],
    ],
  ];
}

export function siteTargets(host: string, page: string): Array<[string, string]> {
  const bare = page === '/' ? '' : page;
  return [
    ['trailing slash', `${bare}/`],
    ['protocol-relative', '//evil.example/'],
    ['protocol-relative + page', `//evil.example${bare}/`],
    ['triple slash', '///evil.example/'],
    ['many slashes', '////evil.example//'],
    ['backslash', '/\\evil.example/'],
    ['backslash + slash', '/\\/evil.example/'],
    ['encoded backslash', '/%5Cevil.example/'],
    ['encoded slashes', '/%2F%2Fevil.example/'],
    ['slash + encoded slash', '/%2fevil.example/'],
    ['tab between slashes', '/%09/evil.example/'],
    ['newline between slashes', '/%0a/evil.example/'],
    ['at sign', '/@evil.example/'],
    ['userinfo-like', '//127.0.0.1@evil.example/'],
    ['dot host', '/.evil.example/'],
    ['query with slashes', `${bare}/?next=//evil.example/`],
    ['CRLF in query', `${bare}/?x=%0d%0aLocation:%20http://evil.example/`],
    ['encoded traversal', '/..%2f..%2f..%2fetc%2fpasswd'],
    ['encoded traversal, slash', '/..%2f..%2f/'],
    ['dot-dot', '/../../etc/passwd'],
    ['encoded dots', '/%2e%2e/%2e%2e/etc/passwd'],
    ['backslash traversal', '/..\\..\\windows\\win.ini'],
    ['page then traversal', `${bare}/../../`],
    ['double trailing slash', `${bare}//`],
    ['NUL', `${bare}%00/`],
    ['raw non-UTF-8 byte', '/\xff/'],
    ['raw UTF-8', '/caf\xc3\xa9/'],
    ['overlong encoding', '/%c0%ae%c0%ae/'],
    ['absolute-form, other host', `http://evil.example${bare}/`],
    ['absolute-form, other host, https', 'https://evil.example//evil2.example/'],
    ['absolute-form, userinfo', `http://${host}@evil.example${bare}/`],
    ['absolute-form, this host, double slash', `http://${host}//evil.example/`],
    ['asterisk', '*'],
    ['no leading slash', 'evil.example/'],
    ['long trailing-slash path', `/${'a/'.repeat(3_000)}`],
    ['the page', page],
  ];
}

/** Requests whose trouble is in HTTP itself: versions, Host, lengths, request lines. */
export function framingCases(host: string): Array<[string, FramingRequest]> {
  const quote = Buffer.from('{"companyName":"x"}');
  return [
    ['HTTP/1.0 without Host', { version: 'HTTP/1.0', host: null }],
    ['HTTP/1.1 without Host', { host: null }],
    ['empty Host', { host: '' }],
    ['two Host headers', { headers: [['Host', 'evil.example']] }],
    ['Host: evil.example on a page redirect', { target: '/about/', host: 'evil.example' }],
    ['Host with a path', { target: '/about/', host: 'evil.example/x' }],
    [
      'X-Forwarded-Host on a page redirect',
      { target: '/about/', headers: [['X-Forwarded-Host', 'evil.example']] },
    ],
    [
      'Content-Length and Transfer-Encoding',
      {
        method: 'POST',
        target: '/api/quotes',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '4'],
          ['Transfer-Encoding', 'chunked'],
        ],
        body: Buffer.from('0\r\n\r\n'),
      },
    ],
    [
      'two different Content-Lengths',
      {
        method: 'POST',
        target: '/api/quotes',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', String(quote.length)],
          ['Content-Length', '2'],
        ],
        body: quote,
      },
    ],
    [
      'negative Content-Length',
      {
        method: 'POST',
        target: '/api/quotes',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '-1'],
        ],
        body: quote,
      },
    ],
    [
      'Content-Length 1e3',
      {
        method: 'POST',
        target: '/api/quotes',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '1e3'],
        ],
        body: quote,
      },
    ],
    [
      'Content-Length shorter than the body',
      {
        method: 'POST',
        target: '/api/auth/login',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '5'],
        ],
        body: Buffer.from('{"username":"a","password":"b"}'),
      },
    ],
    [
      'Transfer-Encoding: gzip, chunked',
      {
        method: 'POST',
        target: '/api/quotes',
        headers: [
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'gzip, chunked'],
        ],
        body: Buffer.from('0\r\n\r\n'),
      },
    ],
    ['lower-case method', { method: 'get' }],
    ['made-up method', { method: 'FUZZ' }],
    ['CONNECT', { method: 'CONNECT', target: `${host}` }],
    ['HTTP/2 preface', { method: 'PRI', target: '*', version: 'HTTP/2.0' }],
    ['HTTP/9.9', { version: 'HTTP/9.9' }],
    ['space in target', { target: '/api/health x' }],
    ['raw control character in target', { target: '/api/he\u0001alth' }],
    ['raw non-UTF-8 in target', { target: '/api/\xff\xfe' }],
    ['absolute-form to the API', { target: `http://evil.example/api/health` }],
    ['absolute-form, https, to the API', { target: `https://${host}/api/team-members` }],
    ['asterisk form with GET', { target: '*' }],
    ['OPTIONS *', { method: 'OPTIONS', target: '*' }],
    [
      'header without colon',
      {
        headers: [
          ['X-Fuzz', 'a'],
          ['NoColonHere\r\nX-Other', '1'],
        ],
      },
    ],
    ['space before colon', { headers: [['X-Fuzz ', 'a']] }],
  ];
}
