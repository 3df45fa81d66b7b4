/**
 * No import loop anywhere in the product: every import counts (type-only, re-exports and lazy
 * `import()`), since a loop through a lazy chunk or a type still ties the files into one knot a reader
 * has to hold in mind at once. Fails with each loop's files in order.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globPatterns, importSpecifiers, ROOT, sourceFiles, type SourceFile } from './sourceFiles';

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null for a package or a file outside the sources. */
function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return EXTENSIONS.map((ext) => base + ext).find((path) => known.has(path) && existsSync(join(ROOT, path))) ?? null;
}

/** The files a glob pattern relative to `from` matches (`*` within one folder, as the product uses it). */
function globbed(from: string, pattern: string, known: ReadonlySet<string>): string[] {
  const base = posix.normalize(posix.join(posix.dirname(from), pattern));
  const matcher = new RegExp(`^${base.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  return [...known].filter((path) => matcher.test(path));
}

function edges(file: SourceFile, known: ReadonlySet<string>): string[] {
  return [
    ...importSpecifiers(file).flatMap((specifier) => resolveImport(file.path, specifier, known) ?? []),
    ...globPatterns(file).flatMap((pattern) => globbed(file.path, pattern, known)),
  ];
}

/** Tarjan's strongly connected components: each component of more than one file is a loop. */
function loops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) connect(node);
  return found;
}

describe('the import graph', () => {
  it('finds a loop (the check itself works)', () => {
    expect(loops(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(loops(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no loop in loader/, frame-app/, bridge-protocol/, studio/ or server/', () => {
    const files = sourceFiles();
    const known = new Set(files.map((file) => file.path));
    const graph = new Map(files.map((file) => [file.path, edges(file, known)] as const));
    // The catalogue's views are reached through import.meta.glob: those edges count too.
    expect(graph.get('frame-app/widgets/kinds.ts')).toContain('frame-app/widgets/views/SmsView.tsx');
    // Every relative import resolves, or the graph would miss edges silently.
    const unresolved = files.flatMap((file) =>
      importSpecifiers(file)
        .filter((specifier) => specifier.startsWith('.') && !/\.(css|svg|png|json)(\?.*)?$/.test(specifier) && resolveImport(file.path, specifier, known) === null)
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(unresolved).toEqual([]);
    expect(loops(graph)).toEqual([]);
  }, 30_000);
});
