import { describe, expect, it } from 'vitest';
import { addWidget, duplicateOf, nextWidgetId, removeWidget, reorderWidgets, replaceWidget } from '../../../server/rules/pageWidgets';

const config = () => ({ pageId: 'p', widgets: [{ widget_id: 3, widget_type: 'bar' }, { id: 'x-9', type: 'box' }, { widget_id: '12', widget_type: 'modal' }, 'junk'] });

describe('page widget changes', () => {
  it('gives a new widget one more than the largest numeric id (string ids that are numbers count)', () => {
    expect(nextWidgetId(config())).toBe(13);
    expect(nextWidgetId({})).toBe(1);
  });

  it('adds at the end or right after an id, without changing the configuration it was given', () => {
    const before = config();
    const end = addWidget(before, { widget_id: 13 });
    expect(end.ok && end.config.widgets).toHaveLength(5);
    const after = addWidget(before, { widget_id: 13 }, 'x-9');
    expect(after.ok && (after.config.widgets as unknown[])[2]).toEqual({ widget_id: 13 });
    expect(before.widgets).toHaveLength(4);
  });

  it('copies a widget deeply under the spec’s names, named "(copy)" or after its id', () => {
    const original = { id: 'x-9', type: 'box', name: ' Box ', data: { main: { title: 'T' } } };
    const copy = duplicateOf(original, 14);
    expect(copy).toEqual({ widget_id: 14, widget_type: 'box', name: 'Box (copy)', data: { main: { title: 'T' } } });
    (copy.data as { main: { title: string } }).main.title = 'changed';
    expect(original.data.main.title).toBe('T');
    expect(duplicateOf({ widget_id: 1 }, 2).name).toBe('Widget 2');
  });

  it('replaces and removes by id as text, and says 404 for an id the page does not have', () => {
    const replaced = replaceWidget(config(), '12', { widget_id: '12', widget_type: 'modal', name: 'M' });
    expect(replaced.ok && (replaced.config.widgets as unknown[])[2]).toMatchObject({ name: 'M' });
    expect(replaceWidget(config(), '99', {})).toMatchObject({ ok: false, status: 404 });
    const removed = removeWidget(config(), 'x-9');
    expect(removed.ok && removed.config.widgets).toHaveLength(3);
    expect(removeWidget(config(), '99')).toMatchObject({ ok: false, status: 404 });
  });

  it('reorders when every id is named once (entries without an id keep the end), else 400 or 409', () => {
    const r = reorderWidgets(config(), ['12', '3', 'x-9']);
    expect(r.ok && r.config.widgets).toEqual([{ widget_id: '12', widget_type: 'modal' }, { widget_id: 3, widget_type: 'bar' }, { id: 'x-9', type: 'box' }, 'junk']);
    expect(reorderWidgets(config(), ['12', '12', '3'])).toMatchObject({ ok: false, status: 400 });
    expect(reorderWidgets(config(), ['12', '3'])).toMatchObject({ ok: false, status: 409 });
    expect(reorderWidgets(config(), ['12', '3', 'x-9', 'new'])).toMatchObject({ ok: false, status: 409 });
  });
});
