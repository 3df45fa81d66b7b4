/**
 * The kind is resolved once, where a frame starts (frame-app/boot/resolveKind.ts), and handed down as a
 * value: the row, or the one field a part needs, in props, actor input or function arguments. So no
 * file under frame-app/ outside boot/ and qa/ (QA mode is above boot and may resolve kinds for its
 * fixtures) calls `widgetKind(` or imports the table's look-ups (`widgetKind`, `WIDGET_KIND_ROWS`) from
 * widgets/kinds.ts. Type-only imports of `WidgetKind` are fine: a type looks nothing up.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, type SourceFile } from '../repository/sourceFiles';

/** Folders allowed to resolve a kind: the start of a frame, and QA mode above it. */
const RESOLVING_FOLDERS = new Set(['boot', 'qa']);
/** The table itself defines the look-ups. */
const TABLE = 'widgets/kinds';
const LOOKUPS = new Set(['widgetKind', 'WIDGET_KIND_ROWS']);

/** Code only: a comment may name the look-up. */
const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const NAMED_IMPORTS = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const NAMESPACE_IMPORTS = /\bimport\s+(type\s+)?\*\s+as\s+\w+\s+from\s*['"]([^'"]+)['"]/g;

function isTable(path: string, spec: string): boolean {
  if (!spec.startsWith('.')) return false;
  return posix.normalize(posix.join(posix.dirname(path), spec)).replace(/\.tsx?$/, '') === TABLE;
}

/** Each look-up of a kind in one file, as a message; empty when the file takes its kind as a value. */
function kindLookups({ path, text: source }: SourceFile): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  if (/(?<!function\s+)\bwidgetKind\s*\(/.test(code)) found.push(`${path} calls widgetKind(`);
  for (const [, typeOnly, names = '', spec = ''] of code.matchAll(NAMED_IMPORTS)) {
    if (typeOnly || !isTable(path, spec)) continue;
    for (const entry of names.split(',').map((name) => name.trim())) {
      if (entry.startsWith('type ')) continue;
      const imported = entry.split(/\s+as\s+/)[0] ?? '';
      if (LOOKUPS.has(imported)) found.push(`${path} imports ${imported} from ${spec}`);
    }
  }
  for (const [, typeOnly, spec = ''] of code.matchAll(NAMESPACE_IMPORTS)) {
    if (!typeOnly && isTable(path, spec)) found.push(`${path} imports all of ${spec}`);
  }
  return found;
}

const belowTheStart = (path: string): boolean => !RESOLVING_FOLDERS.has(path.split('/')[0] ?? '') && path.replace(/\.tsx?$/, '') !== TABLE;

describe('the kind is resolved once', () => {
  it('finds every way of looking a kind up, and lets type-only imports and comments through', () => {
    const lookups = [
      "const kind = widgetKind(widget.widget_type, widget.channel);",
      "import { widgetKind } from '../../widgets/kinds';",
      "import { WIDGET_KIND_ROWS, type WidgetKind } from '../../widgets/kinds';",
      "import { widgetKind as lookUp } from '../../widgets/kinds.ts';",
      "export { widgetKind } from '../../widgets/kinds';",
      "import * as kinds from '../../widgets/kinds';",
    ];
    for (const source of lookups) expect(kindLookups({ path: 'sms/widgets/SmsWidget.tsx', text: source }), source).not.toEqual([]);
    const values = [
      "import type { WidgetKind } from '../../widgets/kinds';",
      "import { type WidgetKind, type LayoutView } from '../../widgets/kinds';",
      '// boot calls widgetKind(type, channel) once',
      '/** not widgetKind(type, channel) here */',
      "import { widgetKind } from '../../../bridge-protocol/somethingElse';",
    ];
    for (const source of values) expect(kindLookups({ path: 'sms/widgets/SmsWidget.tsx', text: source }), source).toEqual([]);
  });

  it('nothing in frame-app/ outside boot/ and qa/ looks a kind up from widget_type and channel', () => {
    const files = filesUnder('frame-app');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => belowTheStart(file.path)).flatMap(kindLookups)).toEqual([]);
  });

  it('boot looks it up (the one place), so the check above has something to keep out', () => {
    const boot = filesUnder('frame-app/boot');
    expect(boot.some((file) => /\bwidgetKind\s*\(/.test(withoutComments(file.text)))).toBe(true);
  });
});
