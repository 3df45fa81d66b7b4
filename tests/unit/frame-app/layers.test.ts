/**
 * frame-app's layers point one way (docs/REPOSITORY.md): a file may import from its own folder
 * and from lower layers, never from a higher layer or from another folder of its own layer.
 *
 *   rules, config  <  machines, services, parts  <  widgets  <  boot  <  qa  <  main.tsx
 *
 * Every import counts, type-only and dynamic `import()` included: a lazy chunk of a higher layer is
 * still a dependency on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FRAME_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../../frame-app');

/** The layer of each top-level folder; a file directly in frame-app/ (main.tsx) is above them all. */
const LAYERS: Readonly<Record<string, number>> = {
  rules: 0,
  config: 0,
  machines: 1,
  services: 1,
  parts: 1,
  widgets: 2,
  boot: 3,
  qa: 4,
};
const TOP = 5;

interface SourceFile {
  /** Relative to frame-app/, with forward slashes. */
  path: string;
  source: string;
}

const IMPORT_SPECIFIERS = [
  /\bimport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiers(source: string): string[] {
  return IMPORT_SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string));
}

/** The top-level folder of a path inside frame-app/, or '' for a file directly in it. */
function folderOf(path: string): string {
  const parts = path.split('/');
  return parts.length > 1 ? (parts[0] as string) : '';
}

function layerOf(folder: string): number | undefined {
  return folder === '' ? TOP : LAYERS[folder];
}

function layerViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { path, source } of files) {
    const from = folderOf(path);
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) {
      problems.push(`${path}: folder "${from}" has no layer; add it to LAYERS (and to docs/REPOSITORY.md)`);
      continue;
    }
    for (const spec of specifiers(source)) {
      if (!spec.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), spec));
      if (target.startsWith('../')) continue; // outside frame-app: bridge-protocol (checked by tsc paths)
      const to = folderOf(target);
      if (to === from) continue;
      const toLayer = layerOf(to);
      if (toLayer === undefined || toLayer >= fromLayer) {
        problems.push(`${path} imports ${spec}: ${from || 'frame-app/'} (layer ${fromLayer}) may not import from ${to || 'frame-app/'} (layer ${String(toLayer)})`);
      }
    }
  }
  return problems;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    // A package unpacked beside the sources (frame-app/node_modules) is not frame-app code.
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name)) return [];
    return [{ path: relative(FRAME_APP, full).split('\\').join('/'), source: readFileSync(full, 'utf8') }];
  });
}

describe('frame-app layers', () => {
  it('finds the import statements of every kind (static, type-only, re-export, dynamic)', () => {
    const probe = [
      "import { a } from '../boot/a';",
      "import type { B } from '../boot/b';",
      "export { c } from '../boot/c';",
      "const d = () => import('../boot/d');",
    ];
    for (const line of probe) {
      expect(layerViolations([{ path: 'parts/Probe.tsx', source: line }]), line).toHaveLength(1);
    }
  });

  it('refuses a lower layer importing a higher one, and imports across folders of one layer', () => {
    expect(layerViolations([{ path: 'parts/X.tsx', source: "import { Y } from '../widgets/Y';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'machines/m.ts', source: "import { s } from '../services/s';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'rules/r.ts', source: "import { p } from '../parts/p';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'widgets/sms/W.tsx', source: "import { b } from '../../boot/b';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'extras/e.ts', source: '' }])).toHaveLength(1);
  });

  it('allows its own folder, lower layers and bridge-protocol', () => {
    const fine = [
      { path: 'widgets/sms/W.tsx', source: "import { p } from '../../parts/p';\nimport { k } from '../kinds';\nimport { c } from '../../../bridge-protocol/config';" },
      { path: 'boot/b.ts', source: "import { w } from '../widgets/w';\nimport { r } from '../rules/r';\nimport { createActor } from 'xstate';" },
      { path: 'main.tsx', source: "import('./qa/startQa');" },
    ];
    expect(layerViolations(fine)).toEqual([]);
  });

  it('every file under frame-app/ imports only from its own folder or a lower layer', () => {
    const files = sourceFiles(FRAME_APP);
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });
});
