import { describe, expect, it } from 'vitest';
import { renderConfigTemplate } from '../../../server/demo/configTemplate';

describe('renderConfigTemplate', () => {
  it('puts the demo origin in place of every {{DEMO_ORIGIN}}', () => {
    const raw = '{"a":"{{DEMO_ORIGIN}}/media/a.svg","b":"{{DEMO_ORIGIN}}/b.png"}';
    expect(JSON.parse(renderConfigTemplate(raw, 'http://127.0.0.1:18080'))).toEqual({
      a: 'http://127.0.0.1:18080/media/a.svg',
      b: 'http://127.0.0.1:18080/b.png',
    });
  });

  it('leaves configurations without the placeholder, and refuses a value that is not an origin', () => {
    expect(renderConfigTemplate('{"a":1}', 'http://127.0.0.1:8080')).toBe('{"a":1}');
    expect(renderConfigTemplate('{"a":"{{DEMO_ORIGIN}}"}', '')).toBe('{"a":"{{DEMO_ORIGIN}}"}');
    expect(renderConfigTemplate('{"a":"{{DEMO_ORIGIN}}"}', 'http://x"}, "evil')).toBe('{"a":"{{DEMO_ORIGIN}}"}');
  });
});
