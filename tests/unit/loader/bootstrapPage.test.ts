// @vitest-environment happy-dom
/** What every bootstrap carries of the page's configuration (loader/bootstrapPage.ts, issue 46 item 4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../bridge-protocol/config';
import { bootstrapPage } from '../../../loader/bootstrapPage';

afterEach(() => vi.restoreAllMocks());

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('bootstrapPage', () => {
  it('the page-level fields as configured, unknown ones too, without the widget list', () => {
    // As the loader holds it: the fields only the frame reads are not checked yet (page_name here).
    const config = { widgets: [{ widget_id: 7 }], fb_page_id: 42, page_name: 5, future_field: { x: [1] } } as unknown as AppConfig;
    expect(bootstrapPage(window, config)).toEqual({ config: { fb_page_id: 42, page_name: 5, future_field: { x: [1] }, widgets: [] }, hostFont: null });
    expect(config.widgets).toHaveLength(1);
  });

  it('a field nested deeper than structured clone can walk is left out with one console error; the others go on', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = bootstrapPage(window, { widgets: [], theme: deep(10_000), fb_page_id: '1' } as AppConfig);
    expect(page.config).toEqual({ fb_page_id: '1', widgets: [] });
    expect(errors.mock.calls).toEqual([["[MC] the page's theme is nested deeper than 32 levels; it is ignored."]]);
    // A theme within the limit is kept as it is.
    expect(bootstrapPage(window, { widgets: [], theme: deep(5) } as AppConfig).config.theme).toEqual(deep(5));
  });

  it('the host page\'s font when the theme asks for it', () => {
    expect(bootstrapPage(window, { widgets: [], theme: { font: 'host' } }).hostFont).toBe(getComputedStyle(document.body).fontFamily);
  });
});
