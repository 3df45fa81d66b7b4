import { describe, expect, it } from 'vitest';
import { audienceProblem } from '../../../bridge-protocol/audience';
import { attributeValueOf, audienceOf, countriesOf, listOf, listText, withAudienceRule } from '../../../studio/rules/audienceDraft';

const BOX = { widget_id: 1, widget_type: 'box', channel: 'fb', data: { main: { title: 'Hi' }, setup: { hideOnMobile: false } } };

describe('audience draft', () => {
  it('writes one rule at a time, and an emptied rule, group and audience go', () => {
    let widget = withAudienceRule(BOX, 'visitor', 'returning');
    widget = withAudienceRule(widget, 'sources.utm_source', ['newsletter']);
    expect(audienceOf(widget)).toEqual({ visitor: 'returning', sources: { utm_source: ['newsletter'] } });
    expect(audienceProblem(audienceOf(widget))).toBeNull();
    widget = withAudienceRule(widget, 'sources.utm_source', []);
    expect(audienceOf(widget)).toEqual({ visitor: 'returning' });
    widget = withAudienceRule(widget, 'visitor', undefined);
    expect(widget).toEqual(BOX);
  });

  it('reads and writes lists as comma-separated text; countries in capitals; numeric values as numbers', () => {
    expect(listOf(' google. , ,bing. ')).toEqual(['google.', 'bing.']);
    expect(listText(['google.', 'bing.'])).toBe('google., bing.');
    expect(countriesOf('de, at')).toEqual(['DE', 'AT']);
    expect(attributeValueOf('50')).toBe(50);
    expect(attributeValueOf('pro')).toBe('pro');
    expect(attributeValueOf('')).toBe('');
  });
});
