import { describe, expect, it } from 'vitest';
import { frequencyProblem } from '../../../bridge-protocol/overlayCap';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';
import { frequencyOf, overlayCapOf } from '../../../studio/rules/overlayCapDraft';

describe('overlay cap draft', () => {
  it('reads the stored cap, and a save sends only what is set (null: no cap)', () => {
    const draft = overlayCapOf({ frequency: { overlaysPerPageView: 1, cooldownAfterClose: { type: 'hours', value: 12 } } });
    expect(draft).toEqual({ overlaysPerPageView: 1, overlaysPerSession: null, cooldownAfterClose: { type: 'hours', value: 12 } });
    expect(frequencyOf(draft)).toEqual({ overlaysPerPageView: 1, cooldownAfterClose: { type: 'hours', value: 12 } });
    expect(frequencyProblem(frequencyOf(draft))).toBeNull();
    expect(frequencyOf(overlayCapOf({}))).toBeNull();
  });

  it('the page settings check takes the cap, and names a wrong one at its field', () => {
    expect(pageSettingsProblems({ frequency: null })).toEqual([]);
    expect(pageSettingsProblems({ frequency: { overlaysPerSession: 2 } })).toEqual([]);
    expect(pageSettingsProblems({ frequency: { overlaysPerSession: 2.5 } })).toEqual([{ path: 'frequency.overlaysPerSession', message: 'Enter a whole number of overlays from 0 to 100.' }]);
  });
});
