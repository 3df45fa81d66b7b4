// The studio server's pure parts: the session value, the widget summary, the own-origin check.
import { describe, expect, it } from 'vitest';
import { studioPageSummarySchema } from '../../../bridge-protocol/studioApi';
import { isOwnOrigin } from '../../../server/ownHost';
import { sameSecret } from '../../../server/sameSecret';
import { checkSessionValue, SESSION_TTL_MS, sessionValue, tokenTag } from '../../../server/studioSession';
import { widgetSummaries } from '../../../server/widgetSummary';

describe('studio session value', () => {
  const tag = tokenTag('secret', 'token');
  const now = 1_800_000_000_000;

  it('is valid until its expiry, for the token it was opened with', () => {
    expect(checkSessionValue(sessionValue(now + 1_000, tag), tag, now)).toEqual({ kind: 'valid', expiresAtMs: now + 1_000 });
    expect(checkSessionValue(sessionValue(now, tag), tag, now)).toEqual({ kind: 'expired' });
    expect(checkSessionValue(sessionValue(now + 1_000, tokenTag('secret', 'other')), tag, now)).toEqual({ kind: 'invalid' });
    expect(checkSessionValue(sessionValue(now + SESSION_TTL_MS + 1, tag), tag, now)).toEqual({ kind: 'invalid' });
  });

  it('refuses anything else', () => {
    for (const v of ['', 'v1', `v2.${now + 1}.${tag}`, `v1.${now + 1}.${tag}.x`, `v1.-1.${tag}`, `v1.1e20.${tag}`, `v1.${now + 1}.${tag.slice(1)}`]) {
      expect(checkSessionValue(v, tag, now), v).toEqual({ kind: 'invalid' });
    }
  });

  it('keys the token tag with the secret, so a cookie tells nothing about the token', () => {
    expect(tokenTag('secret', 'token')).not.toBe(tokenTag('another', 'token'));
    expect(tokenTag('secret', 'token')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('sameSecret', () => {
  it('compares whole secrets, whatever their lengths, and never accepts an empty expected one', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});

describe('isOwnOrigin', () => {
  const names = ['localhost:8081', '127.0.0.1:8081', 'widgets.example.com', 'widgets.example.com:443'];
  it('accepts the server itself over http or https', () => {
    expect(isOwnOrigin('http://localhost:8081', names)).toBe(true);
    expect(isOwnOrigin('https://widgets.example.com', names)).toBe(true);
  });
  it('refuses other ports, hosts, schemes and junk', () => {
    for (const o of ['http://localhost:8080', 'http://evil.example', 'null', 'file://', 'chrome-extension://abc', '', 'http://localhost:8081.evil.example']) {
      expect(isOwnOrigin(o, names), o).toBe(false);
    }
  });
});

describe('widgetSummaries', () => {
  it('names each widget by id, type, channel and name or title, and keeps strange values within the schema', () => {
    const summaries = widgetSummaries({
      widgets: [
        { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Bar' },
        { id: 'x', type: 'box', data: { main: { title: 'Title only' } } },
        { widget_id: 9, widget_type: 42, channel: ['sms'], name: { evil: true }, data: 'nope' },
        { widget_id: 10, name: 'n'.repeat(2_000) },
        'not a widget',
      ],
    });
    expect(summaries.slice(0, 3)).toEqual([
      { id: 7, type: 'bar', channel: 'fb', name: 'Bar' },
      { id: 'x', type: 'box', channel: '', name: 'Title only' },
      { id: 9, type: '', channel: '', name: '' },
    ]);
    expect(summaries[3]?.name).toHaveLength(500);
    expect(summaries).toHaveLength(4);
    const page = { id: 'p', source: 'file', updatedAt: 'now', widgets: 5, widgetList: summaries };
    expect(studioPageSummarySchema(page, 'page')).toBeNull();
    expect(widgetSummaries({})).toEqual([]);
  });
});
