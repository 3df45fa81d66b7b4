import { describe, expect, it } from 'vitest';
import { saveFailureOf, saveProblems } from '../../../studio/rules/saveProblems';
import { sameJson, valueAt, withValueAt } from '../../../studio/rules/widgetDraft';

describe('widgetDraft', () => {
  it('reads a value by its dotted path, undefined when a step is missing', () => {
    const widget = { data: { messenger_code_settings: { size: 300 } } };
    expect(valueAt(widget, 'data.messenger_code_settings.size')).toBe(300);
    expect(valueAt(widget, 'data.main.title')).toBeUndefined();
    expect(valueAt(widget, 'data.toString')).toBeUndefined();
  });

  it('writes a copy, copying only the objects on the path, creating missing steps', () => {
    const widget = { widget_id: 1, data: { main: { title: 'a' }, setup: { ref: 'x' } } };
    const next = withValueAt(widget, 'data.main.title', 'b');
    expect(next).toEqual({ widget_id: 1, data: { main: { title: 'b' }, setup: { ref: 'x' } } });
    expect(widget.data.main.title).toBe('a');
    expect(next.data.setup).toBe(widget.data.setup);
    expect(withValueAt({}, 'data.feed_comment_settings.reply_delay', 5)).toEqual({ data: { feed_comment_settings: { reply_delay: 5 } } });
  });

  it('writes a key named like an Object.prototype member as data', () => {
    const next = withValueAt({}, 'data.__proto__.polluted', 1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(valueAt(next, 'data.__proto__.polluted')).toBe(1);
  });

  it('compares JSON regardless of key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});

describe('saveProblems', () => {
  it('one problem: the message in the banner and at its field', () => {
    expect(saveProblems({ message: 'too big', field: 'data.messenger_code_settings.size' })).toEqual({
      summary: 'Not saved: too big',
      byField: { 'data.messenger_code_settings.size': 'too big' },
    });
  });

  it('several problems: each at its field, the banner counts them', () => {
    const result = saveProblems({
      message: 'a',
      field: 'x',
      problems: [
        { message: 'a', field: 'x' },
        { message: 'b', field: 'y' },
      ],
    });
    expect(result.byField).toEqual({ x: 'a', y: 'b' });
    expect(result.summary).toBe('Not saved: 2 fields need a change. a');
  });

  it('reads field and problems off an error defensively', () => {
    const error = Object.assign(new Error('bad'), { field: 'data.main.desc', problems: [{ message: 'bad', field: 'data.main.desc' }, 7, { message: 3 }] });
    expect(saveFailureOf(error)).toEqual({ message: 'bad', field: 'data.main.desc', problems: [{ message: 'bad', field: 'data.main.desc' }] });
    expect(saveFailureOf('oops')).toEqual({ message: 'oops' });
  });
});
