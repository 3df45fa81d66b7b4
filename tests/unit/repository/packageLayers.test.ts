/**
 * The product's packages point one way (docs/REPOSITORY.md): `bridge-protocol/` is the one home of what
 * the loader, the frame app, the studio and the server share, and imports none of them; each of the
 * four imports only itself and `bridge-protocol/`. The server paints with the frame app's renderer as a
 * built file (server/composition/firstViewRenderer.ts) and reads the first view's contract from
 * bridge-protocol/paintedDocument.ts, so a change inside frame-app/ never reaches the server's code.
 * Every import counts: type-only, re-exports and dynamic `import()`.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globPatterns, importSpecifiers, SOURCE_FOLDERS, sourceFiles, type SourceFile } from './sourceFiles';

const SHARED = 'bridge-protocol';

/** The source folder a relative specifier lands in, or null for a package or a file outside the sources. */
export function folderOf(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const top = posix.normalize(posix.join(posix.dirname(from), specifier)).split('/')[0] as string;
  return (SOURCE_FOLDERS as readonly string[]).includes(top) ? top : null;
}

/** Each import of `file` that leaves its own package for one other than bridge-protocol/, as `file → specifier`. */
export function arrowsOut(file: SourceFile): string[] {
  const own = file.path.split('/')[0] as string;
  const allowed = own === SHARED ? [own] : [own, SHARED];
  return [...importSpecifiers(file), ...globPatterns(file)]
    .filter((specifier) => {
      const folder = folderOf(file.path, specifier);
      return folder !== null && !allowed.includes(folder);
    })
    .map((specifier) => `${file.path} → ${specifier}`);
}

describe('the packages', () => {
  it('finds an arrow from the server into the frame app, type-only or lazy (the check itself works)', () => {
    const file = (text: string): SourceFile => ({ path: 'server/composition/x.ts', text });
    expect(arrowsOut(file("import type { A } from '../../frame-app/serverView/a';"))).toHaveLength(1);
    expect(arrowsOut(file("const m = await import('../../frame-app/a');"))).toHaveLength(1);
    expect(arrowsOut(file("export { a } from '../../loader/a';"))).toHaveLength(1);
    expect(arrowsOut(file("import { a } from '../../bridge-protocol/a'; import { b } from '../rules/b'; import c from 'fastify';"))).toEqual([]);
    expect(arrowsOut({ path: 'bridge-protocol/a.ts', text: "import { b } from '../server/b';" })).toHaveLength(1);
  });

  it('import only themselves and bridge-protocol/; bridge-protocol/ imports none of them', () => {
    expect(sourceFiles().flatMap(arrowsOut)).toEqual([]);
  });
});
