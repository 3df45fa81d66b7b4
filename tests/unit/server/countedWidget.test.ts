import { describe, expect, it } from 'vitest';
import { countedWidget } from '../../../server/rules/countedWidget';
import { signWidget } from '../../../server/policies/widgetSign';

const SECRET = 'counted-widget-secret';
const page = { id: 'shop', config: { widgets: [{ widget_id: 7, widget_type: 'bar' }, { id: 'promo', type: 'box' }] } };
const sign = (widgetId: string, pageId = 'shop') => signWidget(SECRET, pageId, widgetId);

describe('countedWidget: which widget a pixel event counts for', () => {
  it('the widget of the page that the payload names and signs, numeric or text, alias id included', () => {
    expect(countedWidget(SECRET, page, { widget_id: 7, widget_sign: sign('7') })).toBe('7');
    expect(countedWidget(SECRET, page, { widget_id: '7', widget_sign: sign('7') })).toBe('7');
    expect(countedWidget(SECRET, page, { widget_id: 'promo', widget_sign: sign('promo') })).toBe('promo');
  });

  it('nobody without a sign, with a forged one, another widget’s or another page’s', () => {
    expect(countedWidget(SECRET, page, { widget_id: 7 })).toBeNull();
    expect(countedWidget(SECRET, page, { widget_id: 7, widget_sign: 'forged' })).toBeNull();
    expect(countedWidget(SECRET, page, { widget_id: 7, widget_sign: sign('promo') })).toBeNull();
    expect(countedWidget(SECRET, page, { widget_id: 7, widget_sign: sign('7', 'other') })).toBeNull();
    expect(countedWidget('another-secret', page, { widget_id: 7, widget_sign: sign('7') })).toBeNull();
  });

  it('nobody for an id of no widget, an oversized or empty id, or a payload that is not an object', () => {
    expect(countedWidget(SECRET, page, { widget_id: 8, widget_sign: sign('8') })).toBeNull();
    const long = 'x'.repeat(65);
    expect(countedWidget(SECRET, { ...page, config: { widgets: [{ widget_id: long }] } }, { widget_id: long, widget_sign: sign(long) })).toBeNull();
    expect(countedWidget(SECRET, page, { widget_id: '', widget_sign: sign('') })).toBeNull();
    expect(countedWidget(SECRET, page, { widget_id: { id: 7 }, widget_sign: sign('7') })).toBeNull();
    for (const payload of [null, 'x', [7], 7]) expect(countedWidget(SECRET, page, payload)).toBeNull();
  });
});
