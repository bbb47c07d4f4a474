// The Spanish build's one rule (docs/spanish-style.md#how-the-spanish-site-is-built), shared by the
// Vite plugin (build/spanish-build.ts) and the Spanish Jest project (build/spanish-jest-resolver.cjs).
// CommonJS, because Jest loads a resolver without transforming it.
const { existsSync } = require('node:fs');
const { join, relative, sep } = require('node:path');

const SRC = join(__dirname, '..', 'src');
const CONTENT = join(SRC, 'content');
const SPANISH_CONTENT = join(CONTENT, 'es');
const SOURCE = /\.tsx?$/;
const COPY = /-copy\.(tsx?)$/;
const SPANISH_COPY = /-copy\.es\.tsx?$/;
const TEST = /\.test\.tsx?$/;

const inside = (dir, file) => file.startsWith(dir + sep);
const fromSrc = (file) => relative(SRC, file).split(sep).join('/');

/** A Spanish twin itself: its imports are never redirected (it may read the English original). */
const isSpanishTwin = (file) => inside(SPANISH_CONTENT, file) || SPANISH_COPY.test(file);

/**
 * Where the Spanish twin of `file` is, or null when `file` carries no copy: a module under
 * `src/content/` has its twin at the same path under `src/content/es/`; a `*-copy.ts` module
 * anywhere else has a sibling `*-copy.es.ts`.
 */
function twinPathOf(file) {
  if (!SOURCE.test(file) || TEST.test(file) || isSpanishTwin(file)) return null;
  if (inside(CONTENT, file)) return join(SPANISH_CONTENT, relative(CONTENT, file));
  if (COPY.test(file)) return file.replace(COPY, '-copy.es.$1');
  return null;
}

/**
 * The module the Spanish build loads when `importer` imports `file` (both absolute paths): the
 * twin of a content or copy module, `file` itself otherwise. A missing twin is an error, never a
 * silent fallback to English.
 */
function spanishModuleFor(file, importer) {
  if (!importer || isSpanishTwin(importer)) return file;
  const twin = twinPathOf(file);
  if (!twin) return file;
  if (!existsSync(twin)) {
    throw new Error(
      `The Spanish site has no twin of ${fromSrc(file)} (imported by ${fromSrc(importer)}): write ${fromSrc(twin)}.`,
    );
  }
  return twin;
}

module.exports = { spanishModuleFor, twinPathOf, isSpanishTwin };
