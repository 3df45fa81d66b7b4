// The studio and admin server's pure parts: the session value, the client key of the token limit, the widget
// summary, the own-origin check.
import { describe, expect, it } from 'vitest';
import { studioPageSummarySchema } from '../../../bridge-protocol/studio/studioApi';
import { isOwnOrigin } from '../../../server/policies/ownHost';
import { sameSecret } from '../../../server/policies/sameSecret';
import { newSessionId, secretHash, sessionIdOf, sessionValue, tokenTag } from '../../../server/policies/studioSession';
import { clientKey } from '../../../server/policies/clientKey';
import { widgetSummaries } from '../../../server/rules/widgetSummary';

describe('studio session value', () => {
  it('names a session by 32 random bytes, and reads back only what it wrote', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionId()).not.toBe(id);
    expect(sessionIdOf(sessionValue(id))).toBe(id);
    for (const v of ['', 'v2', `v1.${id}`, `v2.${id}x`, `v2.${id.slice(1)}`, `v2.${id}.x`, `v2.${'%'.repeat(43)}`]) {
      expect(sessionIdOf(v), v).toBeNull();
    }
  });

  it('keeps only a hash of an id in the table, and keys the token tag with the secret', () => {
    const id = newSessionId();
    expect(secretHash(id)).not.toContain(id);
    expect(secretHash(id)).toBe(secretHash(id));
    expect(tokenTag('secret', 'token')).not.toBe(tokenTag('another', 'token'));
    expect(tokenTag('secret', 'token')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('clientKey', () => {
  it('counts an IPv4 client by its address, an IPv4-mapped one as IPv4, and an IPv6 one by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('not an address')).toBe('not an address');
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
