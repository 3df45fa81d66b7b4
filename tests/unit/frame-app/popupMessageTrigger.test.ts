import { describe, expect, it } from 'vitest';
import { isPopupMessageTriggerMet } from '../../../frame-app/rules/popupMessageTrigger';
import { page } from './fixtures';

describe('isPopupMessageTriggerMet', () => {
  it('uses popupMessageWhenDisplay, not whenDisplay', () => {
    const main = { whenDisplay: { type: 'always', value: null }, popupMessageWhenDisplay: { type: 'scroll', value: 50 } };
    expect(isPopupMessageTriggerMet(main, page({ maxScroll: 49 }))).toBe(false);
    expect(isPopupMessageTriggerMet(main, page({ maxScroll: 50 }))).toBe(true);
  });

  it('has the entrance-trigger semantics: seconds must parse as an integer, anchors with or without #', () => {
    expect(isPopupMessageTriggerMet({ popupMessageWhenDisplay: { type: 'seconds', value: '10' } }, page({ secondsSpent: 10 }))).toBe(true);
    expect(isPopupMessageTriggerMet({ popupMessageWhenDisplay: { type: 'seconds', value: '10s' } }, page({ secondsSpent: 99 }))).toBe(false);
    expect(isPopupMessageTriggerMet({ popupMessageWhenDisplay: { type: 'anchor', value: '#faq' } }, page({ anchors: { faq: true } }))).toBe(true);
    expect(isPopupMessageTriggerMet({ popupMessageWhenDisplay: { type: 'exit', value: null } }, page({ exitIntent: true }))).toBe(true);
  });

  it('missing means never, even on a busy page where whenDisplay is met', () => {
    const busy = page({ maxScroll: 100, secondsSpent: 999, exitIntent: true });
    const onlyWhenDisplay = { whenDisplay: { type: 'always', value: null } };
    expect(isPopupMessageTriggerMet(onlyWhenDisplay, busy)).toBe(false);
    expect(isPopupMessageTriggerMet({ popupMessageWhenDisplay: null }, busy)).toBe(false);
    expect(isPopupMessageTriggerMet(undefined, busy)).toBe(false);
  });
});
