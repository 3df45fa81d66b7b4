/**
 * frame-app's layers point one way (docs/REPOSITORY.md): a file may import from its own folder
 * and from lower layers, never from a higher layer or from another folder of its own layer.
 *
 *   rules, config  <  machines, services, parts  <  widgets  <  boot  <  qa  <  main.tsx
 *
 * Feature folders (FEATURES: sms/) group one feature's code in one place. Their sub-folders are
 * named after the shared folders and take their layers: sms/rules is a rules folder, sms/machines a
 * machines folder, and so on up to sms/widgets (a feature has no boot/ or qa/ of its own, and no
 * file directly in its folder). So, for an import from A to B inside frame-app/:
 *
 * - the layers: B's folder is A's folder by name (sms/parts → parts, widgets → sms/widgets) or a
 *   lower layer, wherever each of them sits; another folder of the same layer is refused
 *   (sms/machines → services, sms/parts → sms/services) as it is between shared folders;
 * - the feature: a feature file imports its own feature and shared code, never another feature;
 *   shared code below widgets (rules, config, machines, services, parts) never imports a feature:
 *   what is shared stays usable without it. The layers that compose the frame (widgets, boot, qa,
 *   main.tsx) may import a feature, under the layer rule above: widgets/views/SmsView.tsx and
 *   widgets/omnichat/ use sms/widgets and sms/parts, boot/mountFrame.ts builds the SMS environment
 *   (sms/widgets/smsEnvironment.ts).
 *
 * So a file stays shared when shared code below widgets needs it too (services/backendClient.ts:
 * optinApi.ts), or when it belongs to the kind rather than to the feature (rules/smsVariant.ts: a
 * catalogue field like hiddenWidth, read by boot's display decision and named by
 * bridge-protocol/widgetCatalogue.ts). A file only the feature uses moves into it: sms/rules/smsLink.ts
 * (omnichat's channels rule does not import it), sms/rules/networkVisitorMessage.ts (general as its
 * name is, only the SMS machine reads it).
 *
 * Every import counts, type-only and dynamic `import()` included: a lazy chunk of a higher layer is
 * still a dependency on it.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, importSpecifiers, type SourceFile } from '../repository/sourceFiles';

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
  serverView: 4,
};
const TOP = 5;
/** The first layer that composes the frame: from here up, shared code may import a feature. */
const COMPOSING = 2;

/** Top-level folders that hold one feature, its sub-folders named after the layers above. */
const FEATURES: ReadonlySet<string> = new Set(['sms']);
/** The sub-folders a feature may have: every layer a feature's own code can sit in. */
const FEATURE_LAYERS: ReadonlySet<string> = new Set(['rules', 'config', 'machines', 'services', 'parts', 'widgets']);

/** Where a path inside frame-app/ sits: its feature (null: shared code), its layer folder and that folder's layer. */
interface Place {
  feature: string | null;
  /** The layer folder: top-level (rules, widgets, …), a feature's sub-folder (rules of sms/rules), '' for frame-app/ itself. */
  folder: string;
  /** How to name it in a message: sms/rules, rules, frame-app/. */
  name: string;
  /** undefined: a folder with no layer. */
  layer: number | undefined;
}

function placeOf(path: string, features: ReadonlySet<string>): Place {
  const parts = path.split('/');
  if (parts.length === 1) return { feature: null, folder: '', name: 'frame-app/', layer: TOP };
  const top = parts[0] as string;
  if (!features.has(top)) return { feature: null, folder: top, name: top, layer: LAYERS[top] };
  const sub = parts.length > 2 ? (parts[1] as string) : '';
  const layer = FEATURE_LAYERS.has(sub) ? LAYERS[sub] : undefined;
  return { feature: top, folder: sub, name: sub === '' ? `${top}/` : `${top}/${sub}`, layer };
}

/** Why A may not import B, or null when it may. */
function refusal(from: Place & { layer: number }, to: Place): string | null {
  if (to.layer === undefined) return 'a folder with no layer';
  if (to.folder !== from.folder && to.layer >= from.layer) return 'a higher layer or another folder of its own layer';
  if (to.feature === null || to.feature === from.feature) return null;
  if (from.feature !== null) return 'another feature';
  if (from.layer < COMPOSING) return 'a feature: shared code below widgets/ never imports one';
  return null;
}

function layerViolations(files: readonly SourceFile[], features: ReadonlySet<string> = FEATURES): string[] {
  const problems: string[] = [];
  for (const { path, text: source } of files) {
    const from = placeOf(path, features);
    if (from.layer === undefined) {
      problems.push(from.feature === null
        ? `${path}: folder "${from.folder}" has no layer; add it to LAYERS (and to docs/REPOSITORY.md)`
        : `${path}: a feature's files sit in one of its layer folders (${[...FEATURE_LAYERS].join(', ')})`);
      continue;
    }
    for (const spec of importSpecifiers({ path, text: source })) {
      if (!spec.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), spec));
      if (target.startsWith('../')) continue; // outside frame-app: bridge-protocol (checked by tsc paths)
      const to = placeOf(target, features);
      if (to.feature === from.feature && to.folder === from.folder) continue;
      const why = refusal({ ...from, layer: from.layer }, to);
      if (why !== null) {
        problems.push(`${path} imports ${spec}: ${from.name} (layer ${from.layer}) may not import from ${to.name} (layer ${String(to.layer)}): ${why}`);
      }
    }
  }
  return problems;
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
      expect(layerViolations([{ path: 'parts/Probe.tsx', text: line }]), line).toHaveLength(1);
    }
  });

  it('refuses a lower layer importing a higher one, and imports across folders of one layer', () => {
    expect(layerViolations([{ path: 'parts/X.tsx', text: "import { Y } from '../widgets/Y';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'machines/m.ts', text: "import { s } from '../services/s';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'rules/r.ts', text: "import { p } from '../parts/p';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'widgets/omnichat/W.tsx', text: "import { b } from '../../boot/b';" }])).toHaveLength(1);
    expect(layerViolations([{ path: 'extras/e.ts', text: '' }])).toHaveLength(1);
  });

  it('allows its own folder, lower layers and bridge-protocol', () => {
    const fine = [
      { path: 'widgets/omnichat/W.tsx', text: "import { p } from '../../parts/p';\nimport { k } from '../kinds';\nimport { c } from '../../../bridge-protocol/config';" },
      { path: 'boot/b.ts', text: "import { w } from '../widgets/w';\nimport { r } from '../rules/r';\nimport { createActor } from 'xstate';" },
      { path: 'main.tsx', text: "import('./qa/startQa');" },
    ];
    expect(layerViolations(fine)).toEqual([]);
  });

  it("gives a feature's sub-folders the layers of the shared folders they are named after", () => {
    const refused = [
      // Inside the feature, as between shared folders: up, or across one layer.
      { path: 'sms/rules/r.ts', text: "import { p } from '../parts/p';" },
      { path: 'sms/machines/m.ts', text: "import { s } from '../services/s';" },
      { path: 'sms/parts/P.tsx', text: "import { w } from '../widgets/w';" },
      { path: 'sms/widgets/W.tsx', text: "const b = () => import('../../boot/b');" },
      // From the feature to shared code: a higher layer, or another folder of its own.
      { path: 'sms/machines/m.ts', text: "import { b } from '../../services/backendClient';" },
      { path: 'sms/parts/P.tsx', text: "import type { K } from '../../widgets/kinds';" },
      { path: 'sms/rules/r.ts', text: "export { c } from '../../config/c';" },
      // Files outside the layer folders of a feature.
      { path: 'sms/loose.ts', text: '' },
      { path: 'sms/boot/b.ts', text: '' },
      { path: 'widgets/W.tsx', text: "import { x } from '../sms/loose';" },
    ];
    for (const file of refused) expect(layerViolations([file]), `${file.path}: ${file.text}`).toHaveLength(1);
    const fine = [
      { path: 'sms/parts/SmsForm.tsx', text: "import { A } from '../../parts/ActionButton';\nimport { c } from '../rules/countrySearch';\nimport { w } from '../../rules/widgetColors';\nimport type { B } from '../../../bridge-protocol/messages';" },
      { path: 'sms/services/smsApi.ts', text: "import { postJson } from '../../services/backendClient';\nimport { s } from './smsRefStore';" },
      { path: 'sms/widgets/W.tsx', text: "import { m } from '../machines/m';\nimport { s } from '../services/s';\nimport { p } from '../parts/p';\nimport { c } from '../../config/mergeWidget';\nimport type { K } from '../../widgets/kinds';" },
    ];
    expect(layerViolations(fine)).toEqual([]);
  });

  it('keeps shared code below widgets/ free of features, and lets the composing layers use one', () => {
    const refused = [
      { path: 'rules/r.ts', text: "import { p } from '../sms/rules/phoneNumber';" },
      { path: 'services/s.ts', text: "import type { S } from '../sms/services/smsApi';" },
      { path: 'parts/P.tsx', text: "import { F } from '../sms/parts/SmsForm';" },
      { path: 'machines/m.ts', text: "const l = () => import('../sms/rules/smsLink');" },
      { path: 'config/c.ts', text: "export type { C } from '../sms/config/c';" },
    ];
    for (const file of refused) expect(layerViolations([file]), `${file.path}: ${file.text}`).toHaveLength(1);
    const fine = [
      { path: 'widgets/views/SmsView.tsx', text: "import { SmsWidget } from '../../sms/widgets/SmsWidget';" },
      { path: 'widgets/omnichat/P.tsx', text: "import { SmsLegalText } from '../../sms/parts/SmsLegalText';\nimport { m } from '../../sms/machines/smsOptInMachine';" },
      { path: 'boot/mountFrame.ts', text: "import { smsEnvironment } from '../sms/widgets/smsEnvironment';" },
      { path: 'qa/fixtures.ts', text: "import { r } from '../sms/rules/r';" },
    ];
    expect(layerViolations(fine)).toEqual([]);
  });

  it('never lets one feature import another', () => {
    const features = new Set(['sms', 'email']);
    expect(layerViolations([{ path: 'email/parts/P.tsx', text: "import { r } from '../../sms/rules/phoneNumber';" }], features)).toHaveLength(1);
    expect(layerViolations([{ path: 'email/widgets/W.tsx', text: "import { r } from '../../sms/widgets/W';" }], features)).toHaveLength(1);
    expect(layerViolations([{ path: 'email/widgets/W.tsx', text: "import { r } from '../rules/r';" }], features)).toEqual([]);
  });

  it('every file under frame-app/ imports only from its own folder or a lower layer', () => {
    const files = filesUnder('frame-app');
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });

  it('each feature folder is there, so the rules above have something to keep apart', () => {
    const files = filesUnder('frame-app');
    for (const feature of FEATURES) expect(files.filter((file) => file.path.startsWith(`${feature}/`)).length, feature).toBeGreaterThan(0);
  });
});
