import { describe, expect, it } from 'vitest';
import { anchorsToWatch } from '../../../frame-app/rules/anchorsToWatch';

describe('anchorsToWatch', () => {
  it('collects anchor ids from whenDisplay and popupMessageWhenDisplay, # stripped, deduplicated', () => {
    expect(
      anchorsToWatch({
        whenDisplay: { type: 'anchor', value: '#signup' },
        popupMessageWhenDisplay: { type: 'anchor', value: 'signup' },
      }),
    ).toEqual(['signup']);
    expect(
      anchorsToWatch({
        whenDisplay: { type: 'anchor', value: 'pricing' },
        popupMessageWhenDisplay: { type: 'anchor', value: '#faq' },
      }),
    ).toEqual(['pricing', 'faq']);
  });

  it('ignores triggers of other types and empty ids', () => {
    expect(anchorsToWatch({ whenDisplay: { type: 'scroll', value: 'signup' } })).toEqual([]);
    expect(anchorsToWatch({ whenDisplay: { type: 'anchor', value: '#' } })).toEqual([]);
    expect(anchorsToWatch({ whenDisplay: { type: 'anchor', value: null } })).toEqual([]);
    expect(anchorsToWatch({})).toEqual([]);
    expect(anchorsToWatch(undefined)).toEqual([]);
  });
});
