import { describe, expect, it } from 'vitest';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';
import { stackingDraftOf, stackingOf } from '../../../studio/rules/stackingDraft';

describe('the stacking draft', () => {
  it('reads the stored level as a named one where it is one', () => {
    expect(stackingDraftOf({})).toEqual({ level: 'belowConsent', zIndex: null });
    expect(stackingDraftOf({ stacking: { zIndex: 9_000_000 } })).toEqual({ level: 'belowConsent', zIndex: null });
    expect(stackingDraftOf({ stacking: { zIndex: 2_147_483_646 } })).toEqual({ level: 'top', zIndex: null });
    expect(stackingDraftOf({ stacking: { zIndex: 1500 } })).toEqual({ level: 'custom', zIndex: 1500 });
  });
  it('saves null for the default, and the z-index otherwise, checked by the page settings rule', () => {
    expect(stackingOf({ level: 'belowConsent', zIndex: 77 })).toBeNull();
    expect(stackingOf({ level: 'top', zIndex: null })).toEqual({ zIndex: 2_147_483_646 });
    expect(stackingOf({ level: 'custom', zIndex: 1500 })).toEqual({ zIndex: 1500 });
    expect(pageSettingsProblems({ stacking: stackingOf({ level: 'custom', zIndex: 1500 }) })).toEqual([]);
    expect(pageSettingsProblems({ stacking: { zIndex: -1 } }).map((p) => p.path)).toEqual(['stacking.zIndex']);
    expect(pageSettingsProblems({ stacking: null })).toEqual([]);
  });
});
