/**
 * The catalogue of widget kinds is the one table; every per-kind table elsewhere is a projection of it.
 * These fail when a kind is in a projection and not in the catalogue, or the other way round.
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_ONLY_WIDGET_TYPES, classifyWidget } from '../../../bridge-protocol/config';
import * as catalogue from '../../../bridge-protocol/widgetCatalogue';
import { CONFIG_ONLY_CATALOGUE, FRAME_FIELDS, WIDGET_CATALOGUE, type FrameCatalogueKind } from '../../../bridge-protocol/widgetCatalogue';
import { WIDGET_KINDS } from '../../../bridge-protocol/widgetKinds';
import { WIDGET_STARTERS } from '../../../bridge-protocol/studio/widgetStarters';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { kindFixtures, QA_FIXTURES } from '../../../frame-app/qa/fixtures';
import { frameKinds, WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';
import { cutCatalogueSource } from '../../../scripts/catalogueFields';
import { configOnlyKind } from '../../../studio/configOnly/configOnlyKinds';
import { WIDGET_FORM_KINDS } from '../../../studio/editor/widgetFormKinds';
import { typeLabel } from '../../../studio/parts/widgetLabels';

const key = (kind: { type: string; channel: string }) => `${kind.type}/${kind.channel}`;
const CATALOGUE_KEYS = WIDGET_CATALOGUE.map(key);
const CONFIGURED = { messenger: 'fb', sms: 'sms', omni: 'omni' } as const;

/** The exports of `cutCatalogueSource`'s module, read back as the data it declares. */
function readCut(source: string): Record<string, unknown> {
  return Object.fromEntries([...source.matchAll(/^export const (\w+) = (.*);$/gm)].map((m) => [m[1], JSON.parse(m[2] as string) as unknown]));
}

describe('the widget catalogue', () => {
  it('has each type and channel pair once, and each configuration-only type once', () => {
    expect(new Set(CATALOGUE_KEYS).size).toBe(CATALOGUE_KEYS.length);
    const configOnly = CONFIG_ONLY_CATALOGUE.map((kind) => kind.type);
    expect(new Set(configOnly).size).toBe(configOnly.length);
  });

  it('the rows of one type agree on what is the type’s: embedded, its name, its words', () => {
    for (const kind of WIDGET_CATALOGUE) {
      const first = WIDGET_CATALOGUE.find((row) => row.type === kind.type)!;
      expect([kind.embedded, kind.typeLabel, kind.typeWords], key(kind)).toEqual([first.embedded, first.typeLabel, first.typeWords]);
    }
  });

  it('the loader’s table (widgetKinds.ts, config.ts) is its projection: types, embedded, channels, overlay', () => {
    // An overlay covers the page: every placement but the inline flow and the chat bubble (the overlay cap's kinds).
    const covers = (placement: string) => placement !== 'inline' && placement !== 'bubble';
    const projected = Object.fromEntries(
      [...new Set(WIDGET_CATALOGUE.map((kind) => kind.type))].map((type) => {
        const rows = WIDGET_CATALOGUE.filter((kind) => kind.type === type);
        return [type, { embedded: rows[0]!.embedded, channels: rows.map((kind) => kind.channel).sort(), overlay: rows.every((kind) => covers(kind.placement)) }];
      }),
    );
    const loader = Object.fromEntries(
      Object.entries(WIDGET_KINDS).map(([type, kind]) => [type, { embedded: kind.embedded, channels: [...kind.channels].sort(), overlay: 'overlay' in kind && kind.overlay === true }]),
    );
    expect(loader).toEqual(projected);
    expect([...CONFIG_ONLY_WIDGET_TYPES].sort()).toEqual(CONFIG_ONLY_CATALOGUE.map((kind) => kind.type).sort());
    for (const kind of WIDGET_CATALOGUE) expect(classifyWidget(kind.type, CONFIGURED[kind.channel]), key(kind)).toBe('visual');
  });

  it('the frame’s rows are its projection, one per kind, each with a view that loads', async () => {
    expect(WIDGET_KIND_ROWS.map(key)).toEqual(CATALOGUE_KEYS);
    for (const row of WIDGET_KIND_ROWS) expect(await row.view(), key(row)).toBeTypeOf('function');
  });

  it('the frame’s build keeps only FRAME_FIELDS, and its rows come out the same from them', () => {
    const cut = readCut(cutCatalogueSource(catalogue, FRAME_FIELDS));
    const cutRows = cut.WIDGET_CATALOGUE as FrameCatalogueKind[];
    for (const row of cutRows) expect(Object.keys(row).sort()).toEqual([...FRAME_FIELDS].sort());
    const data = (rows: ReturnType<typeof frameKinds>) => rows.map(({ view: _view, defaults, ...rest }) => ({ ...rest, defaults: defaults() }));
    expect(data(frameKinds(cutRows))).toEqual(data(frameKinds(WIDGET_CATALOGUE)));
    expect(cut.FRAME_FIELDS).toEqual([...FRAME_FIELDS]);
  });

  it('refuses to cut anything but data', () => {
    expect(() => cutCatalogueSource({ ...catalogue, helper: () => 1 }, FRAME_FIELDS)).toThrow(/data only; helper is a function/);
  });

  it('the studio’s projections: a form per kind, a name per type, a screen per configuration-only kind', () => {
    expect(WIDGET_FORM_KINDS.map(key)).toEqual(CATALOGUE_KEYS);
    for (const form of WIDGET_FORM_KINDS) expect(form.sections, key(form)).toBeDefined();
    for (const kind of WIDGET_CATALOGUE) expect(typeLabel(kind.type)).toBe(kind.typeLabel);
    for (const kind of CONFIG_ONLY_CATALOGUE) {
      expect(typeLabel(kind.type)).toBe(kind.label);
      expect(configOnlyKind(kind.type)?.label, kind.type).toBe(kind.label);
    }
    expect(configOnlyKind('bar')).toBeUndefined();
  });

  it('the "New widget" offers are its projection, in its order', () => {
    const offered = WIDGET_STARTERS.map((s) => `${s.widget_type}:${s.channel}`);
    expect(offered).toEqual([
      ...WIDGET_CATALOGUE.map((kind) => `${kind.type}:${CONFIGURED[kind.channel]}`),
      ...CONFIG_ONLY_CATALOGUE.filter((kind) => kind.starter).map((kind) => `${kind.type}:fb`),
    ]);
  });

  it('the save check names each type in its words', () => {
    expect(widgetProblems({ widget_id: 1, widget_type: 'bar', channel: 'sms', data: {} })).toContainEqual({
      path: 'channel',
      message: 'A bar has no layout on this channel: choose Messenger (fb).',
    });
  });

  it('QA mode opens every kind: its scenarios, or a fixture of the kind’s defaults', () => {
    const fixtures = new Set(Object.values(QA_FIXTURES).map((fixture) => `${fixture.widget.widget_type}/${fixture.widget.channel ?? 'fb'}`));
    for (const kind of WIDGET_CATALOGUE) expect(fixtures, key(kind)).toContain(`${kind.type}/${CONFIGURED[kind.channel]}`);
    const onlyABar = { bar: QA_FIXTURES.bar! };
    const made = kindFixtures(onlyABar, WIDGET_KIND_ROWS);
    expect(Object.keys(made)).toEqual(WIDGET_KIND_ROWS.filter((row) => row.type !== 'bar').map((row) => `${row.type}-${row.channel}`));
    expect(made['box-sms']?.widget).toMatchObject({ widget_type: 'box', channel: 'sms', data: { main: { title: 'A box widget' } } });
  });
});
