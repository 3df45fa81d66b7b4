// Unique coupon codes (issue 48 item 5): the rule's one home (bridge-protocol/uniqueCode.ts) and its check in
// the studio's widget schema.
import { describe, expect, it } from 'vitest';
import { couponCodeProblem, DEFAULT_CODE_FALLBACK_TEXT, DEFAULT_LOW_CODE_WARNING, uniqueCodeSettings, widgetUniqueCode } from '../../../bridge-protocol/uniqueCode';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';

const sms = (nextStep: unknown) => ({ widget_id: 1, widget_type: 'box', channel: 'sms', data: { submitted: { nextStep } } });
const paths = (nextStep: unknown) => widgetProblems(sms(nextStep)).map((p) => p.path);

describe('uniqueCodeSettings', () => {
  it('is null unless the step is a code to copy with unique: true', () => {
    expect(uniqueCodeSettings(undefined)).toBeNull();
    expect(uniqueCodeSettings({ type: 'code', code: 'SAME10' })).toBeNull();
    expect(uniqueCodeSettings({ type: 'link', unique: true })).toBeNull();
    expect(uniqueCodeSettings({ type: 'code', unique: 'yes' })).toBeNull();
  });

  it('reads the fallback text and the warning, with their defaults', () => {
    expect(uniqueCodeSettings({ type: 'code', unique: true })).toEqual({ fallbackText: DEFAULT_CODE_FALLBACK_TEXT, lowWarning: DEFAULT_LOW_CODE_WARNING });
    expect(uniqueCodeSettings({ type: 'code', unique: true, fallback_text: '  None left  ', low_warning: 10 })).toEqual({ fallbackText: 'None left', lowWarning: 10 });
    expect(widgetUniqueCode(sms({ type: 'code', unique: true, low_warning: 0 }))).toEqual({ fallbackText: DEFAULT_CODE_FALLBACK_TEXT, lowWarning: 0 });
    expect(widgetUniqueCode({ data: {} })).toBeNull();
  });

  it('refuses a code over 64 characters or with a control character', () => {
    expect(couponCodeProblem('A'.repeat(64))).toBeNull();
    expect(couponCodeProblem('A'.repeat(65))).toMatch(/64/);
    expect(couponCodeProblem('A\tB')).toMatch(/control/);
    expect(couponCodeProblem('A\u0085B')).toMatch(/control/);
    expect(couponCodeProblem('CAFÉ-10')).toBeNull();
  });
});

describe('widgetProblems: a unique code step', () => {
  it('needs no shared code, and checks its own fields at their paths', () => {
    expect(paths({ type: 'code', unique: true })).toEqual([]);
    expect(paths({ type: 'code', unique: true, fallback_text: 'All gone', low_warning: 50 })).toEqual([]);
    expect(paths({ type: 'code', unique: 'yes' })).toEqual(['data.submitted.nextStep.unique', 'data.submitted.nextStep.code']);
    expect(paths({ type: 'code', unique: true, fallback_text: 'x'.repeat(201) })).toEqual(['data.submitted.nextStep.fallback_text']);
    expect(paths({ type: 'code', unique: true, low_warning: -1 })).toEqual(['data.submitted.nextStep.low_warning']);
    expect(paths({ type: 'code', unique: true, low_warning: 2.5 })).toEqual(['data.submitted.nextStep.low_warning']);
  });
});
