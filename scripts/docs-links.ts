import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';

/*
 * Links into docs/ from anywhere in the repository (code comments, test names, the README, the
 * docs themselves) must name a file that exists and, with a #fragment, a heading in it. The
 * fragment is the anchor GitHub gives the heading, so the same links work when read on GitHub.
 */

export const DOCS_DIR = 'docs';

/** Generated, installed or local-only: never scanned. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'data', 'coverage', 'test-results', '.cache']);
const SCANNED_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.yml',
  '.yaml',
  '.sh',
  '.css',
]);
const SCANNED_NAMES = new Set(['Dockerfile', '.env.example', 'run']);

/** `docs/product.md` or `docs/product.md#quote-form`, as code and the README cite them. */
const REPOSITORY_LINK = /\bdocs\/([A-Za-z0-9_-]+\.md)(?:#([A-Za-z0-9_-]+))?/g;
/** `](api.md#errors)` or `](#option-lists)` inside a file of docs/. */
const RELATIVE_LINK = /\]\((?!https?:|mailto:)([A-Za-z0-9_-]+\.md)?(?:#([A-Za-z0-9_-]+))?\)/g;

export interface DocLink {
  /** Where the link is written, relative to the repository root, with its line. */
  source: string;
  line: number;
  /** The docs file it points to, e.g. `product.md`. */
  file: string;
  anchor?: string;
}

/**
 * The anchor GitHub gives a heading: lower case, markup and punctuation dropped, spaces as
 * hyphens. `seen` counts earlier headings of the same file, for the `-1`, `-2` of repeats.
 */
export function headingAnchor(heading: string, seen: Map<string, number> = new Map()): string {
  const base = heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

/** Every anchor a Markdown document offers: its headings, outside fenced code blocks. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) anchors.add(headingAnchor(heading, seen));
  }
  return anchors;
}

/** The links to docs/ written in one file; `path` is relative to the repository root. */
export function docLinksIn(path: string, text: string): DocLink[] {
  const links: DocLink[] = [];
  const inDocs = dirname(path) === DOCS_DIR;
  text.split('\n').forEach((content, index) => {
    const at = { source: path, line: index + 1 };
    for (const [, file, anchor] of content.matchAll(REPOSITORY_LINK)) links.push({ ...at, file, anchor });
    if (!inDocs) return;
    for (const [, file, anchor] of content.matchAll(RELATIVE_LINK)) {
      if (file || anchor) links.push({ ...at, file: file ?? basename(path), anchor });
    }
  });
  return links;
}

/** The text files of the repository worth scanning, relative to `root`. */
export function scannedFiles(root: string, dir = root): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : scannedFiles(root, path);
    const scanned = SCANNED_EXTENSIONS.has(extname(entry.name)) || SCANNED_NAMES.has(entry.name);
    return entry.isFile() && scanned ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** Links whose file or heading does not exist, each as `source:line → docs/file#anchor (why)`. */
export function brokenDocLinks(root: string, files: readonly string[] = scannedFiles(root)): string[] {
  const anchorsByFile = new Map<string, Set<string> | null>();
  const anchorsOf = (file: string): Set<string> | null => {
    if (!anchorsByFile.has(file)) {
      const path = join(root, DOCS_DIR, file);
      anchorsByFile.set(file, existsSync(path) ? headingAnchors(readFileSync(path, 'utf8')) : null);
    }
    return anchorsByFile.get(file)!;
  };

  return files.flatMap((path) =>
    docLinksIn(path, readFileSync(join(root, path), 'utf8')).flatMap(({ source, line, file, anchor }) => {
      const target = `${DOCS_DIR}/${file}${anchor ? `#${anchor}` : ''}`;
      const anchors = anchorsOf(file);
      if (anchors === null) return [`${source}:${line} → ${target} (no such file)`];
      if (anchor && !anchors.has(anchor)) return [`${source}:${line} → ${target} (no such heading)`];
      return [];
    }),
  );
}
