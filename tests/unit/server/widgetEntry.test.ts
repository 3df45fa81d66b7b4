import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../server/rules/canonicalJson';
import { pageFieldsJson, widgetEntry } from '../../../server/rules/widgetEntry';

describe('canonicalJson', () => {
  it('sorts the keys of every object, at every level, and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it('is empty for a value with no JSON text', () => {
    expect(canonicalJson(undefined)).toBe('');
  });
});

describe('widgetEntry', () => {
  it("is the page's fields without its widgets, then the widget's entry", () => {
    const fields = pageFieldsJson({ page_name: 'Shop', widgets: [{ widget_id: 1 }], appId: '1' });
    expect(fields).toBe('{"appId":"1","page_name":"Shop"}');
    expect(widgetEntry(fields, { widget_type: 'bar', widget_id: 1 })).toBe('{"appId":"1","page_name":"Shop"}\n{"widget_id":1,"widget_type":"bar"}');
  });

  it('is empty for a widget the page does not have', () => {
    expect(widgetEntry('{}', null)).toBe('');
  });
});
