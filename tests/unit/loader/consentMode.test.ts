/**
 * Consent mode (issue 48): the held store (loader/storage.ts), the gate that opens it
 * (loader/consent/consentGate.ts), and the readers of the site's TCF v2 and Consent Mode signals.
 */
import { describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../../loader/storage';
import { createConsentGate, storageAllowed } from '../../../loader/consent/consentGate';
import { tcfAnalytics, watchTcf } from '../../../loader/consent/tcfSignal';
import { consentModeAnalytics, watchConsentMode } from '../../../loader/consent/consentModeSignal';

/** A localStorage that records every write. */
function recordingWindow(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void (writes.push(`set ${k}`), data.set(k, v)),
    removeItem: (k: string) => void (writes.push(`remove ${k}`), data.delete(k)),
  };
  return { win: { localStorage } as unknown as Window, data, writes };
}

describe('the held store', () => {
  it('writes nothing while held, not even a probe, and answers reads from memory first', () => {
    const { win, writes } = recordingWindow({ kept: 'stored' });
    const store = createStorage(win, vi.fn());
    store.set('a', '1');
    store.set('kept', null);
    expect(writes).toEqual([]);
    expect(store.get('a')).toBe('1');
    expect(store.get('kept')).toBeNull();
    expect(store.held).toBe(true);
    expect(store.persistent).toBe(true);
  });

  it('reads what an earlier, consented page view stored', () => {
    const { win } = recordingWindow({ mc_visitor: '{"v":1}' });
    expect(createStorage(win, vi.fn()).get('mc_visitor')).toBe('{"v":1}');
  });

  it('writes what it holds when allowed, then every write at once; held again, nothing more', () => {
    const { win, data, writes } = recordingWindow({ gone: 'x' });
    const store = createStorage(win, vi.fn());
    store.set('a', '1');
    store.set('a', '2');
    store.set('gone', null);
    store.allow(true);
    expect(writes).toEqual(['set a', 'remove gone']);
    expect(data.get('a')).toBe('2');
    store.set('b', '3');
    expect(data.get('b')).toBe('3');
    store.allow(false);
    store.set('c', '4');
    expect(data.has('c')).toBe(false);
    expect(store.get('c')).toBe('4');
  });
});

describe('the consent gate', () => {
  it('the rule: the site\'s word first, else whether the page does not wait', () => {
    expect(storageAllowed(undefined, undefined)).toBe(false);
    expect(storageAllowed(undefined, false)).toBe(true);
    expect(storageAllowed(undefined, true)).toBe(false);
    expect(storageAllowed(true, true)).toBe(true);
    expect(storageAllowed(false, false)).toBe(false);
  });

  it('opens the store on grant (once granted resolves), closes it on revoke, refuses a malformed word', async () => {
    const { win, data } = recordingWindow();
    const store = createStorage(win, vi.fn());
    const gate = createConsentGate(store);
    store.set('k', 'v');
    gate.page(true);
    expect(data.size).toBe(0);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    gate.site(true);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    gate.site({ analytics: true });
    await gate.granted;
    expect(data.get('k')).toBe('v');
    gate.site({ analytics: false });
    store.set('k', 'w');
    expect(data.get('k')).toBe('v');
  });

  it('a page that does not wait stores once its configuration is known', () => {
    const { win, data } = recordingWindow();
    const store = createStorage(win, vi.fn());
    store.set('k', 'v');
    createConsentGate(store).page(false);
    expect(data.get('k')).toBe('v');
  });
});

describe('IAB TCF v2', () => {
  const tc = (eventStatus: string, consents: Record<string, boolean>, gdprApplies = true) => ({ eventStatus, gdprApplies, purpose: { consents } });
  it('purpose 1 grants; a refusal counts only once the visitor acted', () => {
    expect(tcfAnalytics(tc('tcloaded', { 1: true }))).toBe(true);
    expect(tcfAnalytics(tc('useractioncomplete', { 1: true, 2: false }))).toBe(true);
    expect(tcfAnalytics(tc('useractioncomplete', { 1: false }))).toBe(false);
    expect(tcfAnalytics(tc('tcloaded', {}))).toBeUndefined();
    expect(tcfAnalytics(tc('cmpuishown', { 1: true }))).toBeUndefined();
    expect(tcfAnalytics(tc('tcloaded', {}, false))).toBe(true);
    expect(tcfAnalytics(null)).toBeUndefined();
    expect(tcfAnalytics({ eventStatus: 'tcloaded', purpose: 'x' })).toBeUndefined();
  });

  it('listens through __tcfapi addEventListener, version 2', () => {
    const report = vi.fn();
    const api = vi.fn((_command: string, _version: number, cb: (tcData: unknown, success: boolean) => void) => {
      cb(tc('cmpuishown', {}), true);
      cb(tc('useractioncomplete', { 1: true }), true);
      cb(tc('useractioncomplete', { 1: true }), false);
    });
    watchTcf({ __tcfapi: api } as unknown as Window, report);
    expect(api).toHaveBeenCalledWith('addEventListener', 2, expect.any(Function));
    expect(report.mock.calls).toEqual([[{ analytics: true }]]);
    expect(() => watchTcf({} as Window, report)).not.toThrow();
  });
});

describe('Google Consent Mode (dataLayer commands)', () => {
  const args = (...values: unknown[]) => (function () {
    // gtag pushes its arguments object, not an array.
    return arguments;
  }).apply(null, values as []);
  it('reads update and granting default commands for analytics_storage', () => {
    expect(consentModeAnalytics(args('consent', 'update', { analytics_storage: 'granted' }))).toBe(true);
    expect(consentModeAnalytics(['consent', 'update', { analytics_storage: 'denied' }])).toBe(false);
    expect(consentModeAnalytics(['consent', 'default', { analytics_storage: 'granted' }])).toBe(true);
    expect(consentModeAnalytics(['consent', 'default', { analytics_storage: 'denied' }])).toBeUndefined();
    expect(consentModeAnalytics(['consent', 'default', { analytics_storage: 'granted', region: ['US'] }])).toBeUndefined();
    expect(consentModeAnalytics(['consent', 'update', { ad_storage: 'granted' }])).toBeUndefined();
    expect(consentModeAnalytics({ event: 'gtm.js' })).toBeUndefined();
    expect(consentModeAnalytics('consent')).toBeUndefined();
  });

  it('reads the entries there and those pushed later, the earlier push still called', () => {
    const report = vi.fn();
    const earlier = vi.fn();
    const dataLayer: unknown[] = [['consent', 'default', { analytics_storage: 'denied' }]];
    const push = dataLayer.push;
    dataLayer.push = function (...items: unknown[]) {
      earlier(...items);
      return push.apply(this, items);
    };
    watchConsentMode({ dataLayer } as unknown as Window, report);
    expect(report).not.toHaveBeenCalled();
    expect(dataLayer.push(args('consent', 'update', { analytics_storage: 'granted' }))).toBe(2);
    expect(earlier).toHaveBeenCalledTimes(1);
    expect(report.mock.calls).toEqual([[{ analytics: true }]]);
    expect(() => watchConsentMode({} as Window, report)).not.toThrow();
  });
});
