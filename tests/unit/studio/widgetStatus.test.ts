import { describe, expect, it } from 'vitest';
import { widgetStatus } from '../../../studio/rules/widgetStatus';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const bar = (schedule?: unknown) => ({ widget_id: 1, widget_type: 'bar', data: { setup: schedule === undefined ? {} : { schedule } } });
const status = (widget: Record<string, unknown>, zone = 'UTC') => widgetStatus(widget, NOW, zone, 'en-US');

describe('widgetStatus', () => {
  it('is on the site without a schedule, and says nothing more', () => {
    expect(status(bar())).toEqual({ kind: 'live', label: 'On the site', detail: null });
    expect(status({ id: 2, type: 'box' })).toEqual({ kind: 'live', label: 'On the site', detail: null });
  });

  it('says a configuration-only kind is not on the site', () => {
    expect(status({ widget_id: 3, widget_type: 'messenger_ref_url' })).toMatchObject({ kind: 'offSite', label: 'Not on the site' });
    expect(status({ id: 4, type: 'messenger_code' }).kind).toBe('offSite');
  });

  it('says when a schedule starts later or is over, naming the day', () => {
    expect(status(bar({ start: '2026-12-01T09:00' }))).toEqual({ kind: 'scheduled', label: 'Scheduled', detail: 'Shows from Dec 1, 2026' });
    // An end written as a date alone lasts to the end of that day, and is named as that day.
    expect(status(bar({ end: '2026-06-14' }))).toEqual({ kind: 'ended', label: 'Schedule ended', detail: 'Ended Jun 14, 2026' });
    expect(status(bar({ end: '2026-06-15' }))).toEqual({ kind: 'live', label: 'On the site', detail: 'Shows until Jun 15, 2026' });
  });

  it('reads a wall-clock start on the schedule’s zone’s clock, or on the owner’s when it has none', () => {
    // 12:00 UTC is 21:00 in Tokyo and 08:00 in New York.
    expect(status(bar({ start: '2026-06-15T20:00', timeZone: 'Asia/Tokyo' })).kind).toBe('live');
    expect(status(bar({ start: '2026-06-15T20:00', timeZone: 'America/New_York' })).kind).toBe('scheduled');
    expect(status(bar({ start: '2026-06-15T20:00' }), 'Asia/Tokyo').kind).toBe('live');
    expect(status(bar({ start: '2026-06-15T20:00' }), 'America/New_York').kind).toBe('scheduled');
    // A reading with its own offset is an instant, whatever the zones.
    expect(status(bar({ start: '2026-06-15T11:00Z' }), 'America/New_York').kind).toBe('live');
  });

  it('says when a live widget keeps to certain days or hours', () => {
    expect(status(bar({ days: [1, 2, 3, 4, 5] }))).toEqual({ kind: 'live', label: 'On the site', detail: 'On certain days or hours' });
    expect(status(bar({ hours: { from: '18:00', until: '26:00' }, end: '2026-07-01' })).detail).toBe('On certain days or hours, until Jul 1, 2026');
  });

  it('says a widget whose schedule cannot be read is off', () => {
    expect(status(bar({ start: 'next monday' }))).toEqual({ kind: 'broken', label: 'Off', detail: 'Its schedule needs a fix' });
    expect(status(bar('always')).kind).toBe('broken');
  });
});
