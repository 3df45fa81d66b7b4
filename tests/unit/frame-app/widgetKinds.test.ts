/**
 * The kinds table is complete: every widget kind SPEC §1 lists has a row, every row states every field,
 * and the frame's rows (frame-app/widgets/kinds.ts, built from bridge-protocol/widgetCatalogue.ts) are exactly the loader's pairs
 * (bridge-protocol/widgetKinds.ts). A row lacking a field, or a kind lacking a row, fails here.
 */
import { describe, expect, it } from 'vitest';
import { classifyWidget, isEmbeddedWidget } from '../../../bridge-protocol/config';
import { PLACEMENT_KINDS } from '../../../bridge-protocol/messages';
import { channelFamily, WIDGET_KINDS } from '../../../bridge-protocol/widgetKinds';
import { WIDGET_KIND_ROWS, widgetKind, type WidgetKind } from '../../../frame-app/widgets/kinds';

/** SPEC §1: the widget kinds a visitor can see. */
const SPEC_KINDS = ['bar', 'slide_in', 'modal', 'page_takeover', 'button', 'box', 'landing', 'customer_chat', 'checkbox', 'omnichat'];

/** Every field of a row; the type check below fails to compile when WidgetKind gains one not listed. */
const FIELDS = ['type', 'channel', 'view', 'placement', 'hiddenWidth', 'defaults', 'pluginLayout', 'afterSubmit', 'smsVariant', 'frameName', 'firstView', 'paintedFor'] as const satisfies readonly (keyof WidgetKind)[];
type Unlisted = Exclude<keyof WidgetKind, (typeof FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : never = true;

/** The values each field may take (view and defaults are functions; paintedFor is checked in paintedViewHolds.test.ts). */
const ALLOWED: Record<Exclude<(typeof FIELDS)[number], 'type' | 'view' | 'defaults' | 'frameName' | 'paintedFor'>, readonly string[]> = {
  channel: ['messenger', 'sms', 'omni'],
  placement: PLACEMENT_KINDS,
  hiddenWidth: ['viewport', 'configured', 'content'],
  pluginLayout: ['buttonType', 'checkbox', 'none'],
  afterSubmit: ['inline', 'overlay'],
  smsVariant: ['none', 'card', 'modal', 'omnichannel'],
  firstView: ['server', 'browser'],
};


const key = (row: Pick<WidgetKind, 'type' | 'channel'>) => `${row.type}/${row.channel}`;

describe('the widget kinds table', () => {
  it('lists every field', () => {
    expect(everyFieldListed).toBe(true);
  });

  it.each(SPEC_KINDS)('%s has a row in the frame table and in the loader table', (type) => {
    expect(WIDGET_KIND_ROWS.some((row) => row.type === type)).toBe(true);
    expect(Object.keys(WIDGET_KINDS)).toContain(type);
  });

  it('has no kinds SPEC §1 does not list and no pair twice', () => {
    expect(Object.keys(WIDGET_KINDS).sort()).toEqual([...SPEC_KINDS].sort());
    const keys = WIDGET_KIND_ROWS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(WIDGET_KIND_ROWS.map((row) => [key(row), row] as const))('%s states every field', (_, row) => {
    for (const field of FIELDS) {
      expect(Object.prototype.hasOwnProperty.call(row, field), `${key(row)} lacks ${field}`).toBe(true);
      expect(row[field], `${key(row)}.${field}`).not.toBeUndefined();
    }
    for (const [field, allowed] of Object.entries(ALLOWED)) expect(allowed, `${key(row)}.${field}`).toContain(row[field as keyof typeof ALLOWED]);
    expect(row.defaults).toBeTypeOf('function');
    expect(row.defaults()).toBeTypeOf('object');
    // A fresh object per call, so one widget's merge never reaches another's defaults.
    expect(row.defaults()).not.toBe(row.defaults());
    expect(row.view).toBeTypeOf('function');
  });

  it('the frame rows are exactly the pairs the loader lets through, with the same embedded kinds', () => {
    const loaderPairs = Object.entries(WIDGET_KINDS).flatMap(([type, kind]) => kind.channels.map((channel) => `${type}/${channel}`));
    expect(WIDGET_KIND_ROWS.map(key).sort()).toEqual(loaderPairs.sort());
    for (const row of WIDGET_KIND_ROWS) {
      expect(isEmbeddedWidget(row.type), key(row)).toBe(row.placement === 'inline');
      const configured = row.channel === 'messenger' ? 'fb' : row.channel;
      expect(classifyWidget(row.type, configured), key(row)).toBe('visual');
      expect(widgetKind(row.type, configured)).toBe(row);
    }
  });

  it('one messenger channel check: none, fb and a missing channel; nothing else', () => {
    for (const channel of [undefined, null, 'fb', 'none']) expect(channelFamily(channel), String(channel)).toBe('messenger');
    for (const channel of ['sms', 'omni', '', 'FB', 'whatsapp']) expect(channelFamily(channel), channel).not.toBe('messenger');
    expect(channelFamily('email')).toBeNull();
    expect(widgetKind('bar', 'email')).toBeUndefined();
    expect(widgetKind('bar', 'sms')).toBeUndefined();
  });
});
