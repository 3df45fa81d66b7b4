import { describe, expect, it } from 'vitest';
import { bootstrapFromMessage } from '../../../bridge-protocol/bootstrapApp';
import { toAppState } from '../../../bridge-protocol/config';
import { demoBootstrap, helloReply } from '../frame-app/fixtures';

describe('the frame builds the page\'s app state from the bootstrap message (issue 46 item 4)', () => {
  const message = helloReply(demoBootstrap());

  it('from the configuration as the host passed it, the tag\'s page id where it names none, the host font in the theme', () => {
    const config = { fb_page_id: 1234567890, appId: 42, widgetLocale: 'de_DE', whitelist: ['shop.example'], theme: { font: 'host' }, widgets: [] };
    const built = bootstrapFromMessage({ ...message, pageId: 'tag-page', config, hostFont: 'Georgia, serif' });
    expect(built).toEqual({ bootstrap: { ...demoBootstrap(), app: toAppState(config, 'tag-page', 'Georgia, serif'), locale: 'de_DE' }, invalid: [] });
    expect(built.bootstrap.app).toMatchObject({ pageId: 'tag-page', fbPageId: '1234567890', appId: '42', theme: { font: 'host', hostFont: 'Georgia, serif' } });
  });

  it('the SDK-ready flags the host keeps', () => {
    const built = bootstrapFromMessage({ ...message, sdkReady: { fbsdkReady: true, ytsdkReady: false, vimeosdkReady: true } });
    expect(built.bootstrap.app).toMatchObject({ fbsdkReady: true, ytsdkReady: false, vimeosdkReady: true });
  });

  it('a wrong-typed field only the frame reads is dropped here (the loader passes it on), and falls back to its default', () => {
    const built = bootstrapFromMessage({ ...message, config: { ...message.config, page_name: { x: 1 }, defaultSize: 'yes' } });
    expect(built.invalid).toEqual([
      { field: 'page_name', error: 'expected string, got object' },
      { field: 'defaultSize', error: 'expected boolean, got string' },
    ]);
    expect(built.bootstrap.app).toMatchObject({ pageName: null, defaultSize: false });
  });

  it('a field beyond the app state\'s limits is dropped as a wrong-typed one is', () => {
    const built = bootstrapFromMessage({ ...message, config: { ...message.config, widgetLocale: 'x'.repeat(17) } });
    expect(built.invalid).toEqual([{ field: 'widgetLocale', error: 'longer than 16' }]);
    expect(built.bootstrap.locale).toBe('en_US');
  });
});
