/**
 * The product's source files, parsed once by the TypeScript compiler, for the tests that read the
 * repository's structure (import graph, function length).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The product's source folders (tests, benches and demo pages are not part of the product's graph). */
export const SOURCE_FOLDERS = ['loader', 'frame-app', 'bridge-protocol', 'studio', 'server'] as const;

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export function sourceFiles(folders: readonly string[] = SOURCE_FOLDERS): SourceFile[] {
  return folders.flatMap((folder) =>
    walk(join(ROOT, folder)).map((file) => {
      const path = relative(ROOT, file).split('\\').join('/');
      return { path, text: readFileSync(file, 'utf8') };
    }),
  );
}

/** One folder's files, their paths relative to it (`frame-app/boot/x.ts` → `boot/x.ts`). */
export function filesUnder(folder: string): SourceFile[] {
  return sourceFiles([folder]).map(({ path, text }) => ({ path: path.slice(folder.length + 1), text }));
}

export function parse(file: SourceFile): ts.SourceFile {
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, file.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/**
 * Every module specifier a file names: static, type-only, re-exports and dynamic `import()`. The
 * compiler's import scanner, not a full parse: the whole tree is read in well under a second.
 */
export function importSpecifiers(file: SourceFile): string[] {
  return ts.preProcessFile(file.text, true, true).importedFiles.map((ref) => ref.fileName);
}

/** The patterns of Vite's `import.meta.glob('…')`: lazy imports of every file they match. */
export function globPatterns(file: SourceFile): string[] {
  return [...file.text.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}
