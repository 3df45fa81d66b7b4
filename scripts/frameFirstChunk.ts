/**
 * The frame's first script as one chunk, beside the early handshake's own (vite.frame.config.ts).
 *
 * Rolldown's automatic chunking gives every module that a lazy layout shares with the start-up graph a
 * chunk of its own (react's JSX runtime, xstate, the "Powered by" link, the embed styles…), although a
 * layout chunk can only load after the start-up graph has run: six files where one does, each a request
 * and a gzip stream of its own. Measured with `npm run size`: one chunk is 1.3 KB gzip smaller.
 *
 * The group holds the static import closure of the app's entry, minus the entry module itself (it stays
 * the entry chunk that index.html names) and minus the early handshake's closure: that chunk must import
 * nothing, or it could not run before the rest has loaded; the build fails if it does.
 */
import type { Plugin } from 'vite';

/** The name of the early handshake's chunk (the group of its closure below). */
export const EARLY_CHUNK = 'earlyHello';

/** Every module reachable from `roots` through static imports, not entering those `excluded` says. */
export function staticClosure(roots: readonly string[], importsOf: (id: string) => readonly string[], excluded: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || excluded(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}

export interface FrameFirstChunkOptions {
  /** The app's entry module (main.tsx). */
  entry: RegExp;
  /** The early handshake's module, an entry of its own. */
  early: RegExp;
  /** The chunk's name. */
  name: string;
}

export function frameFirstChunk(options: FrameFirstChunkOptions): Plugin {
  const members = new Set<string>();
  const earlyMembers = new Set<string>();
  return {
    name: 'mc-frame-first-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            // includeDependenciesRecursively off: the early handshake's imports stay out of the group.
            // The early handshake's closure is one group with its entry: what it shares with a lazy
            // layout (a display rule) is then imported from it, never split into a chunk it must wait for.
            codeSplitting: {
              groups: [
                { name: EARLY_CHUNK, test: (id: string) => earlyMembers.has(id), includeDependenciesRecursively: false },
                { name: options.name, test: (id: string) => members.has(id), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string): readonly string[] => this.getModuleInfo(id)?.importedIds ?? [];
      const early = staticClosure(ids.filter((id) => options.early.test(id)), importsOf);
      const entries = ids.filter((id) => options.entry.test(id));
      if (entries.length !== 1 || early.size === 0) this.error(`frameFirstChunk: expected one entry module and the early handshake, found ${String(entries.length)} and ${String(early.size)}`);
      members.clear();
      earlyMembers.clear();
      for (const id of early) earlyMembers.add(id);
      for (const id of staticClosure(entries, importsOf, (id) => early.has(id))) if (!entries.includes(id)) members.add(id);
    },
    generateBundle(_output, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId === null || !options.early.test(chunk.facadeModuleId)) continue;
        if (chunk.imports.length > 0) this.error(`frameFirstChunk: the early handshake's chunk imports ${chunk.imports.join(', ')}; it must run before the rest has loaded`);
      }
    },
  };
}
