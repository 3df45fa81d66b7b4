import { describe, expect, it } from 'vitest';
import { frameVersion } from '../../../server/policies/frameVersion';
import { pageFieldsJson, widgetEntry } from '../../../server/rules/widgetEntry';
import { findWidget } from '../../../server/rules/pageWidgets';

describe('frameVersion', () => {
  it('is a short URL-safe token, the same for the same document and CSP', () => {
    const version = frameVersion('<!doctype html><title>frame</title>', "frame-ancestors 'self' a.test:*", '');
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(frameVersion(Buffer.from('<!doctype html><title>frame</title>'), "frame-ancestors 'self' a.test:*", '')).toBe(version);
  });

  it('changes with a new build and with a new whitelist (the CSP), which the cached document carries', () => {
    const version = frameVersion('<html>1</html>', "frame-ancestors 'self' a.test:*", '');
    expect(frameVersion('<html>2</html>', "frame-ancestors 'self' a.test:*", '')).not.toBe(version);
    expect(frameVersion('<html>1</html>', "frame-ancestors 'self' b.test:*", '')).not.toBe(version);
    // The separator keeps the two parts apart: moving a byte from one to the other is another version.
    expect(frameVersion('<html>1</html>f', "rame-ancestors 'self' a.test:*", '')).not.toBe(version);
  });

  it("is each widget's own: two widgets are two versions, and an edit of one changes only its version", () => {
    const config = {
      pageId: 'p',
      page_name: 'Shop',
      widgets: [
        { widget_id: 1, widget_type: 'bar', data: { main: { title: 'One' } } },
        { widget_id: '2', widget_type: 'box', data: { main: { title: 'Two' } } },
      ],
    };
    const versionOf = (c: Record<string, unknown>, id: string) =>
      frameVersion('<html></html>', "frame-ancestors 'self'", widgetEntry(pageFieldsJson(c), findWidget(c, id)));
    const one = versionOf(config, '1');
    const two = versionOf(config, '2');
    expect(one).not.toBe(two);

    const edited = { ...config, widgets: [{ widget_id: 1, widget_type: 'bar', data: { main: { title: 'One!' } } }, config.widgets[1]] };
    expect(versionOf(edited, '1')).not.toBe(one);
    expect(versionOf(edited, '2')).toBe(two);
    // The page's own fields are read by the renderer too: an edit of them is a new version of every widget.
    expect(versionOf({ ...config, page_name: 'Other shop' }, '2')).not.toBe(two);
    // The same entry stored with its keys in another order is the same version.
    const reordered = { widgets: [{ data: { main: { title: 'One' } }, widget_type: 'bar', widget_id: 1 }], page_name: 'Shop', pageId: 'p' };
    expect(versionOf(reordered, '1')).toBe(one);
  });

  it('changes with the build of the server renderer', () => {
    const plain = frameVersion('<html></html>', "frame-ancestors 'self'", '{}\n{}');
    expect(frameVersion('<html></html>', "frame-ancestors 'self'", '{}\n{}', '')).toBe(plain);
    expect(frameVersion('<html></html>', "frame-ancestors 'self'", '{}\n{}', 'build-a')).not.toBe(plain);
    expect(frameVersion('<html></html>', "frame-ancestors 'self'", '{}\n{}', 'build-b')).not.toBe(frameVersion('<html></html>', "frame-ancestors 'self'", '{}\n{}', 'build-a'));
  });
});
