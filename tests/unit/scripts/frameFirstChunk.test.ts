/**
 * scripts/frameFirstChunk.ts: the start-up graph in one chunk, the early handshake in its own chunk that
 * imports nothing, lazy chunks importing the one chunk. Built for real with Vite on a small graph shaped
 * like the frame's (an entry, an early entry it imports, a lazy layout sharing modules with the start).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { frameFirstChunk, staticClosure } from '../../../scripts/frameFirstChunk';

describe('staticClosure', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'a'], c: ['d'], d: [], e: ['a'] };
  const importsOf = (id: string) => graph[id] ?? [];

  it('follows imports through cycles, once each', () => {
    expect([...staticClosure(['a'], importsOf)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not enter an excluded module, nor what only it imports', () => {
    expect([...staticClosure(['a'], importsOf, (id) => id === 'c')].sort()).toEqual(['a', 'b']);
  });
});

describe('frameFirstChunk in a build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function bundle(files: Record<string, string>): Promise<Rolldown.OutputChunk[]> {
    dir = mkdtempSync(join(tmpdir(), 'mc-first-chunk-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const result = await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [frameFirstChunk({ entry: /[\\/]main\.ts$/, early: /[\\/]early\.ts$/, name: 'frame' })],
      build: { write: false, minify: false, rollupOptions: { input: { index: join(dir, 'main.ts'), early: join(dir, 'early.ts') } } },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  }

  const byName = (chunks: Rolldown.OutputChunk[], name: string) => chunks.find((chunk) => chunk.name === name);

  const FRAME_LIKE = {
    'early.ts': "import { port } from './port';\nexport const hello = port('hello');\n",
    'port.ts': 'export const port = (name: string) => `port:${name}`;\n',
    'main.ts': "import { hello } from './early';\nimport { render } from './runtime';\nimport { styles } from './styles';\nconsole.log(hello, render(styles));\nvoid import('./lazy').then((m) => m.view());\n",
    'runtime.ts': "import { port } from './port';\nexport const render = (s: string) => `render ${s} ${port('r')}`;\n",
    'styles.ts': "export const styles = 'styles';\n",
    'lazy.ts': "import { render } from './runtime';\nimport { styles } from './styles';\nexport const view = () => render(styles + ' lazy');\n",
  };

  it('puts what the start shares with a lazy chunk in one chunk; the early chunk imports nothing', async () => {
    const chunks = await bundle(FRAME_LIKE);
    const frame = byName(chunks, 'frame');
    expect(frame).toBeDefined();
    const modulesOf = (chunk: Rolldown.OutputChunk | undefined) => Object.keys(chunk?.modules ?? {}).map((id) => id.replace(/.*[\\/]/, '')).sort();
    // With Vite's preload helper, which the entry's dynamic import needs anyway.
    expect(modulesOf(frame).filter((name) => name.endsWith('.ts'))).toEqual(['runtime.ts', 'styles.ts']);
    expect(byName(chunks, 'early')?.imports).toEqual([]);
    expect(modulesOf(byName(chunks, 'early'))).toEqual(['early.ts', 'port.ts']);
    expect(byName(chunks, 'index')?.imports).toContain(frame?.fileName);
    expect(byName(chunks, 'lazy')?.imports).toContain(frame?.fileName);
    // Only the entry, the early handshake, the one chunk and the lazy layout: nothing split off.
    expect(chunks.map((chunk) => chunk.name).sort()).toEqual(['early', 'frame', 'index', 'lazy']);
  });

  it('keeps a module the early handshake shares with a lazy chunk in the early chunk, which still imports nothing', async () => {
    const files = { ...FRAME_LIKE, 'early.ts': "import { render } from './runtime';\nexport const hello = render('hello');\n" };
    const chunks = await bundle(files);
    expect(byName(chunks, 'early')?.imports).toEqual([]);
    expect(Object.keys(byName(chunks, 'early')?.modules ?? {}).some((id) => id.endsWith('runtime.ts'))).toBe(true);
  });

  it('fails the build when the early chunk imports another chunk', () => {
    const plugin = frameFirstChunk({ entry: /main\.ts$/, early: /early\.ts$/, name: 'frame' });
    const generateBundle = plugin.generateBundle as (this: { error(message: string): never }, output: unknown, bundle: Record<string, unknown>) => void;
    const context = { error: (message: string): never => { throw new Error(message); } };
    const early = { type: 'chunk', facadeModuleId: '/app/early.ts', fileName: 'early.js', imports: [] as string[] };
    expect(() => generateBundle.call(context, {}, { 'early.js': early })).not.toThrow();
    expect(() => generateBundle.call(context, {}, { 'early.js': { ...early, imports: ['frame.js'] } })).toThrow(/early handshake's chunk imports frame\.js/);
  });
});
