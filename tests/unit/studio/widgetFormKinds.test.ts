import { describe, expect, it } from 'vitest';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { WIDGET_KINDS } from '../../../bridge-protocol/widgetKinds';
import { kindDefaults } from '../../../frame-app/widgets/kindDefaults';
import { WIDGET_KIND_ROWS, widgetKind } from '../../../frame-app/widgets/kinds';
import { FORM_FIELDS, type FormField, type FormFieldId } from '../../../studio/editor/formFields';
import { FORM_SECTION_IDS } from '../../../studio/editor/formSections';
import { WIDGET_FORM_KINDS, widgetFormKind, type WidgetFormKind } from '../../../studio/editor/widgetFormKinds';
import { setAt } from '../../../studio/rules/widgetPath';

const CHANNEL_OF_FAMILY = { messenger: 'fb', sms: 'sms', omni: 'omni' } as const;
const fieldsOf = (kind: WidgetFormKind): FormFieldId[] => FORM_SECTION_IDS.flatMap((section) => [...kind.sections[section]]);
const field = (id: FormFieldId): FormField => FORM_FIELDS[id] as FormField;
const emptyWidget = (kind: WidgetFormKind) => ({ widget_id: 1, widget_type: kind.type, channel: CHANNEL_OF_FAMILY[kind.channel], data: {} });
const label = (kind: WidgetFormKind) => `${kind.type}/${kind.channel}`;

describe('widgetFormKinds: one record per kind', () => {
  it('has a record for every type and channel pair with a layout, and no other', () => {
    const pairs = Object.entries(WIDGET_KINDS).flatMap(([type, kind]) => kind.channels.map((channel) => `${type}/${channel}`));
    expect(WIDGET_FORM_KINDS.map(label).sort()).toEqual(pairs.sort());
    // The frame's own table agrees (it is what draws the preview).
    expect(WIDGET_FORM_KINDS.map(label).sort()).toEqual(WIDGET_KIND_ROWS.map((row) => `${row.type}/${row.channel}`).sort());
  });

  it('finds a record by the configured type and channel (none, fb and no channel are Messenger)', () => {
    expect(widgetFormKind('bar', 'fb')?.label).toBe('Bar');
    expect(widgetFormKind('bar', undefined)?.label).toBe('Bar');
    expect(widgetFormKind('bar', 'none')?.label).toBe('Bar');
    expect(widgetFormKind('box', 'sms')?.label).toBe('SMS card');
    expect(widgetFormKind('modal', 'sms')?.label).toBe('SMS modal');
    expect(widgetFormKind('bar', 'sms')).toBeUndefined();
    expect(widgetFormKind('messenger_ref_url', 'fb')).toBeUndefined();
  });

  it.each(WIDGET_FORM_KINDS.map((kind) => [label(kind), kind] as const))('%s: its defaults are the frame’s', (_, kind) => {
    expect(kind.defaults()).toEqual(kindDefaults(widgetKind(kind.type, CHANNEL_OF_FAMILY[kind.channel])));
  });

  it('every descriptor is used by some kind, and no kind edits one path twice', () => {
    const used = new Set(WIDGET_FORM_KINDS.flatMap(fieldsOf));
    expect(Object.keys(FORM_FIELDS).filter((id) => !used.has(id as FormFieldId))).toEqual([]);
    for (const kind of WIDGET_FORM_KINDS) {
      const paths = fieldsOf(kind).map((id) => field(id).path);
      expect([label(kind), paths.filter((path, i) => paths.indexOf(path) !== i)]).toEqual([label(kind), []]);
    }
  });

  it('every condition reads a value the same kind lets the owner change', () => {
    for (const kind of WIDGET_FORM_KINDS) {
      const paths = new Set(fieldsOf(kind).map((id) => field(id).path));
      for (const id of fieldsOf(kind)) {
        const f = field(id);
        const conditions = [...(f.visibleWhen ?? []), ...(typeof f.required === 'object' ? [f.required] : [])];
        for (const condition of conditions) expect([label(kind), id, paths.has(condition.path)]).toEqual([label(kind), id, true]);
      }
    }
  });
});

describe('widgetFormKinds: every field is one the widget schema checks', () => {
  // A value no field accepts: each check reports it at the field's path or under it (a pair's .type, .unit).
  const WRONG = { wrong: true };
  // A schedule ignores keys it does not know (every part is optional), so `{wrong: true}` is an empty one.
  const WRONG_FOR: Partial<Record<FormFieldId, unknown>> = { schedule: { start: 'tomorrow' } };

  it.each(WIDGET_FORM_KINDS.map((kind) => [label(kind), kind] as const))('%s', (_, kind) => {
    const clean = emptyWidget(kind);
    expect(widgetProblems(clean)).toEqual([]);
    for (const id of fieldsOf(kind)) {
      const { path } = field(id);
      const reported = widgetProblems(setAt(clean, path, WRONG_FOR[id] ?? WRONG)).map((problem) => problem.path);
      const atField = reported.some((at) => at === path || at.startsWith(`${path}.`) || at.startsWith(`${path}[`));
      expect([id, path, atField]).toEqual([id, path, true]);
    }
  });
});

describe('widgetFormKinds: what each kind shows', () => {
  const has = (type: string, channel: string, id: FormFieldId) => fieldsOf(widgetFormKind(type, channel) as WidgetFormKind).includes(id);

  it('placements belong to their kinds', () => {
    expect(has('bar', 'fb', 'barPlacement')).toBe(true);
    expect(has('bar', 'fb', 'slideInPlacement')).toBe(false);
    expect(has('slide_in', 'fb', 'slideInPlacement')).toBe(true);
    expect(has('slide_in', 'fb', 'barPlacement')).toBe(false);
  });

  it('repeat rules only where they apply: not on embedded kinds, no "once closed" without a close button', () => {
    for (const [type, channel] of [['box', 'fb'], ['button', 'fb'], ['landing', 'fb'], ['checkbox', 'fb'], ['box', 'sms']] as const) {
      expect([type, has(type, channel, 'showAgain')]).toEqual([type, false]);
    }
    expect(has('omnichat', 'omni', 'showAgain')).toBe(true);
    expect(has('omnichat', 'omni', 'showAgainIfClosed')).toBe(false);
  });

  it('channels by family: SMS texts for SMS kinds, the messenger reference for messenger kinds, toggles for omnichat', () => {
    expect(has('box', 'sms', 'smsKeyword') && has('box', 'sms', 'optInText')).toBe(true);
    expect(has('box', 'fb', 'smsKeyword')).toBe(false);
    expect(has('box', 'fb', 'ref') && has('box', 'fb', 'refPayloadFieldId')).toBe(true);
    expect(has('box', 'sms', 'ref')).toBe(false);
    for (const id of ['enableFacebook', 'enableWhatsapp', 'enableSms', 'enableEmail', 'emailTo', 'whatsappId'] as const) expect(has('omnichat', 'omni', id)).toBe(true);
  });
});
