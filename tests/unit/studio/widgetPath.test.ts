import { describe, expect, it } from 'vitest';
import { getAt, parsePath, setAt } from '../../../studio/rules/widgetPath';

const widget = () => ({
  widget_id: 7,
  widget_type: 'bar',
  data: {
    main: { title: 'Get 10% off', whenDisplay: { type: 'scroll', value: 30 } },
    setup: { urlWhitelist: ['shop.test/a', 'shop.test/b'] },
    submitted: { title: 'Thanks!' },
  },
});

describe('parsePath', () => {
  it('splits dotted keys and list indexes', () => {
    expect(parsePath('data.main.title')).toEqual(['data', 'main', 'title']);
    expect(parsePath('data.setup.urlWhitelist[2]')).toEqual(['data', 'setup', 'urlWhitelist', 2]);
    expect(parsePath('name')).toEqual(['name']);
    expect(parsePath('')).toEqual([]);
  });

  it('refuses steps that reach Object.prototype', () => {
    for (const path of ['__proto__.polluted', 'data.constructor.prototype', 'a.prototype']) expect(() => parsePath(path)).toThrow(RangeError);
  });
});

describe('getAt', () => {
  it('reads nested values and list entries', () => {
    expect(getAt(widget(), 'data.main.title')).toBe('Get 10% off');
    expect(getAt(widget(), 'data.main.whenDisplay.value')).toBe(30);
    expect(getAt(widget(), 'data.setup.urlWhitelist[1]')).toBe('shop.test/b');
    expect(getAt(widget(), '')).toEqual(widget());
  });

  it('is undefined for anything missing, and never reads inherited members', () => {
    expect(getAt(widget(), 'data.main.desc')).toBeUndefined();
    expect(getAt(widget(), 'data.appearance.colors.main')).toBeUndefined();
    expect(getAt(widget(), 'data.main.title.length')).toBeUndefined();
    expect(getAt(widget(), 'data.main.toString')).toBeUndefined();
    expect(getAt(widget(), 'data.setup.urlWhitelist[5]')).toBeUndefined();
    expect(getAt(null, 'data')).toBeUndefined();
  });
});

describe('setAt', () => {
  it('returns a new widget with the value, and leaves the input untouched', () => {
    const before = widget();
    const snapshot = JSON.stringify(before);
    const after = setAt(before, 'data.main.title', 'New title');
    expect(after.data.main.title).toBe('New title');
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(after).not.toBe(before);
    expect(after.data.main).not.toBe(before.data.main);
  });

  it('shares the sections it did not touch', () => {
    const before = widget();
    const after = setAt(before, 'data.main.title', 'x');
    expect(after.data.setup).toBe(before.data.setup);
    expect(after.data.submitted).toBe(before.data.submitted);
    expect(after.data.main.whenDisplay).toBe(before.data.main.whenDisplay);
  });

  it('creates missing objects, and a list before an index', () => {
    const after = setAt(widget(), 'data.appearance.colors.main', '#0084FF');
    expect(getAt(after, 'data.appearance')).toEqual({ colors: { main: '#0084FF' } });
    expect(getAt(setAt({}, 'data.setup.urlBlacklist[0]', 'shop.test'), 'data.setup.urlBlacklist')).toEqual(['shop.test']);
  });

  it('replaces a step that is not an object', () => {
    expect(setAt({ data: { main: 'broken' } }, 'data.main.title', 'x')).toEqual({ data: { main: { title: 'x' } } });
  });

  it('writes and removes list entries without changing the input list', () => {
    const before = widget();
    const changed = setAt(before, 'data.setup.urlWhitelist[1]', 'shop.test/c');
    expect(changed.data.setup.urlWhitelist).toEqual(['shop.test/a', 'shop.test/c']);
    const removed = setAt(before, 'data.setup.urlWhitelist[0]', undefined);
    expect(removed.data.setup.urlWhitelist).toEqual(['shop.test/b']);
    expect(before.data.setup.urlWhitelist).toEqual(['shop.test/a', 'shop.test/b']);
  });

  it('removes the key when the value is undefined, so the kind default applies again', () => {
    const after = setAt(widget(), 'data.main.whenDisplay', undefined);
    expect(Object.keys(after.data.main)).toEqual(['title']);
  });

  it('keeps null (a meaningful value) as a value', () => {
    expect(getAt(setAt(widget(), 'data.main.whenDisplay.value', null), 'data.main.whenDisplay')).toEqual({ type: 'scroll', value: null });
  });

  it('returns the same widget when nothing changes', () => {
    const before = widget();
    expect(setAt(before, 'data.main.title', 'Get 10% off')).toBe(before);
    expect(setAt(before, 'data.main.desc', undefined)).toBe(before);
  });

  it('refuses an empty path and unsafe steps, leaving Object.prototype alone', () => {
    expect(() => setAt(widget(), '', 1)).toThrow(RangeError);
    expect(() => setAt(widget(), '__proto__.polluted', true)).toThrow(RangeError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
