// A page's state on the pages list (issue 49), from its widgets' states.
import { describe, expect, it } from 'vitest';
import { pageStatus } from '../../../studio/rules/pageStatus';

const NOW = Date.UTC(2026, 11, 8, 12);
const widget = (type: string, schedule?: unknown) => ({ id: 1, type, channel: 'fb', name: 'w', ...(schedule === undefined ? {} : { schedule }) });

describe('pageStatus', () => {
  it('is live when a widget is on the site, saying how many when not all are', () => {
    expect(pageStatus([widget('bar'), widget('modal')], NOW, 'UTC')).toEqual({ kind: 'live', label: 'Live' });
    expect(pageStatus([widget('bar'), widget('messenger_ref_url')], NOW, 'UTC')).toEqual({ kind: 'live', label: 'Live · 1 of 2 on the site' });
  });

  it('is scheduled, off the site, or empty otherwise', () => {
    expect(pageStatus([widget('bar', { start: '2027-01-01' })], NOW, 'UTC').kind).toBe('scheduled');
    expect(pageStatus([widget('bar', { end: '2026-01-01' })], NOW, 'UTC').kind).toBe('off');
    expect(pageStatus([widget('messenger_code')], NOW, 'UTC').kind).toBe('off');
    expect(pageStatus([], NOW, 'UTC')).toEqual({ kind: 'empty', label: 'No widgets' });
  });
});
