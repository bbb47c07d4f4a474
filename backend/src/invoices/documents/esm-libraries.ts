/*
 * file-type 21 and unpdf are ES modules only, and this server is CommonJS (Nest 11). A native
 * `import()` loads an ES module from CommonJS on every Node version we support, and both the
 * compiler (module nodenext) and the Jest transform (`ignoreDynamic`) leave it native. `require()`
 * of an ES module would need Node ≥ 20.19 and is not supported by Jest's module registry, so we
 * never let the compiler turn these into `require()`: only the types are imported statically.
 *
 * Each library loads once, on first use, so a server that never sees a document never pays for
 * pdf.js (1.6 MB of JavaScript).
 */

// The types as an `import()` sees them (unpdf also ships CommonJS types, which differ).
type FileTypeModule = typeof import('file-type', { with: { 'resolution-mode': 'import' } });
type UnpdfModule = typeof import('unpdf', { with: { 'resolution-mode': 'import' } });

let fileType: Promise<FileTypeModule> | undefined;
let unpdf: Promise<UnpdfModule> | undefined;

export const loadFileType = (): Promise<FileTypeModule> => (fileType ??= import('file-type'));
export const loadUnpdf = (): Promise<UnpdfModule> => (unpdf ??= import('unpdf'));
