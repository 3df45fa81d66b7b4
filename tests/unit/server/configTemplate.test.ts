import { describe, expect, it } from 'vitest';
import { renderConfigTemplate } from '../../../server/demo/configTemplate';

const ORIGINS = { demo: 'http://127.0.0.1:18080', widget: 'http://localhost:18081' };

describe('renderConfigTemplate', () => {
  it('puts the demo origin in place of every {{DEMO_ORIGIN}} and the provider’s in place of every {{WIDGET_ORIGIN}}', () => {
    const raw = '{"a":"{{DEMO_ORIGIN}}/media/a.svg","b":"{{DEMO_ORIGIN}}/b.png","c":"{{WIDGET_ORIGIN}}/frame/templates/night.svg"}';
    expect(JSON.parse(renderConfigTemplate(raw, ORIGINS))).toEqual({
      a: 'http://127.0.0.1:18080/media/a.svg',
      b: 'http://127.0.0.1:18080/b.png',
      c: 'http://localhost:18081/frame/templates/night.svg',
    });
  });

  it('leaves configurations without the placeholder, and refuses a value that is not an origin', () => {
    expect(renderConfigTemplate('{"a":1}', ORIGINS)).toBe('{"a":1}');
    expect(renderConfigTemplate('{"a":"{{DEMO_ORIGIN}}"}', { ...ORIGINS, demo: '' })).toBe('{"a":"{{DEMO_ORIGIN}}"}');
    expect(renderConfigTemplate('{"a":"{{DEMO_ORIGIN}}"}', { ...ORIGINS, demo: 'http://x"}, "evil' })).toBe('{"a":"{{DEMO_ORIGIN}}"}');
    expect(renderConfigTemplate('{"a":"{{WIDGET_ORIGIN}}"}', { ...ORIGINS, widget: 'javascript:alert(1)' })).toBe('{"a":"{{WIDGET_ORIGIN}}"}');
  });
});
