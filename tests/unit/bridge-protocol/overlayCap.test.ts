import { describe, expect, it } from 'vitest';
import { frequencyProblem, isOverlay, overlayAllowed, type OverlayHistory } from '../../../bridge-protocol/overlayCap';

const HOUR = 3_600_000;
const fresh: OverlayHistory = { shownThisPageView: 0, shownThisSession: 0, lastClosedAt: null };

describe('the page’s overlay cap', () => {
  it('caps the overlays (bar, slide-in, modal, takeover; the SMS modal is a modal), never embeds or chat launchers', () => {
    for (const type of ['bar', 'slide_in', 'modal', 'page_takeover']) expect(isOverlay(type), type).toBe(true);
    for (const type of ['box', 'button', 'landing', 'checkbox', 'customer_chat', 'omnichat', 'ads_json', 'nope']) expect(isOverlay(type), type).toBe(false);
  });

  it('caps nothing without a frequency', () => {
    expect(overlayAllowed(undefined, { shownThisPageView: 9, shownThisSession: 99, lastClosedAt: 0 }, 1)).toBe(true);
  });

  it('N per page view, M per session', () => {
    const frequency = { overlaysPerPageView: 1, overlaysPerSession: 3 };
    expect(overlayAllowed(frequency, fresh, 0)).toBe(true);
    expect(overlayAllowed(frequency, { ...fresh, shownThisPageView: 1, shownThisSession: 1 }, 0)).toBe(false);
    expect(overlayAllowed(frequency, { ...fresh, shownThisSession: 2 }, 0)).toBe(true);
    expect(overlayAllowed(frequency, { ...fresh, shownThisSession: 3 }, 0)).toBe(false);
    expect(overlayAllowed({ overlaysPerPageView: 0 }, fresh, 0)).toBe(false);
  });

  it('a cooldown after the visitor closed any overlay, as showAgain’s pair', () => {
    const frequency = { cooldownAfterClose: { type: 'hours', value: 24 } };
    const closed = { ...fresh, lastClosedAt: 1_000 * HOUR };
    expect(overlayAllowed(frequency, closed, 1_000 * HOUR + 23 * HOUR)).toBe(false);
    expect(overlayAllowed(frequency, closed, 1_000 * HOUR + 24 * HOUR)).toBe(true);
    expect(overlayAllowed({ cooldownAfterClose: { type: 'never', value: null } }, closed, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(overlayAllowed({ cooldownAfterClose: { type: 'never', value: null } }, fresh, 0)).toBe(true);
  });

  it.each([
    [{ overlaysPerPageView: -1 }, 'frequency.overlaysPerPageView'],
    [{ overlaysPerSession: 1.5 }, 'frequency.overlaysPerSession'],
    [{ cooldownAfterClose: { type: 'weeks', value: 1 } }, 'frequency.cooldownAfterClose'],
    [{ cooldownAfterClose: { type: 'hours' } }, 'frequency.cooldownAfterClose.value'],
    ['often', 'frequency'],
  ])('refuses %j at %s', (value, path) => {
    expect(frequencyProblem(value)?.path).toBe(path);
  });

  it('accepts the DESIGN’s example and no frequency at all', () => {
    expect(frequencyProblem({ overlaysPerPageView: 1, overlaysPerSession: 3, cooldownAfterClose: { type: 'hours', value: 24 } })).toBeNull();
    expect(frequencyProblem(undefined)).toBeNull();
  });
});
