import { describe, expect, it } from 'vitest';
import type { WidgetSubmitted } from '../../../bridge-protocol/config';
import { DEFAULT_CODE_TEXT, nextStep, type NextStepInput } from '../../../frame-app/rules/nextStep';

const CHAT = 'https://m.me/demo?ref=w7';

function input(submitted: WidgetSubmitted, extra: Partial<NextStepInput> = {}): NextStepInput {
  return { submitted, chatLink: CHAT, fallback: 'messenger', canClose: false, ...extra };
}

describe('nextStep (data.submitted.nextStep, issue 29)', () => {
  it('by default a messenger kind offers SPEC §2 "Go to Messenger", or submitted.ctaText; an SMS kind nothing', () => {
    expect(nextStep(input({}))).toEqual({ kind: 'messenger', text: 'Go to Messenger', href: CHAT });
    expect(nextStep(input({ ctaText: 'Open the chat' }))).toEqual({ kind: 'messenger', text: 'Open the chat', href: CHAT });
    expect(nextStep(input({}, { fallback: 'none' }))).toBeNull();
  });

  it('Messenger without a chat link: a close button in an overlay, nothing where the layout cannot close', () => {
    expect(nextStep(input({ nextStep: { type: 'messenger' } }, { chatLink: null, canClose: true }))).toEqual({ kind: 'messenger', text: 'Go to Messenger', href: null });
    expect(nextStep(input({ nextStep: { type: 'messenger' } }, { chatLink: null }))).toBeNull();
  });

  it('a link: its words and its http(s) address', () => {
    expect(nextStep(input({ nextStep: { type: 'link', text: ' Shop the sale ', url: 'https://shop.example/sale' } }))).toEqual({
      kind: 'link',
      text: 'Shop the sale',
      href: 'https://shop.example/sale',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['/sale'],
    ['data:text/html,hi'],
    ['https://shop.example/<script>'],
    [''],
  ])('a link to %j is not offered: the kind default stands', (url) => {
    const submitted: WidgetSubmitted = { nextStep: { type: 'link', text: 'Shop', url } };
    expect(nextStep(input(submitted))).toEqual({ kind: 'messenger', text: 'Go to Messenger', href: CHAT });
    expect(nextStep(input(submitted, { fallback: 'none' }))).toBeNull();
  });

  it('a link without words is not offered', () => {
    expect(nextStep(input({ nextStep: { type: 'link', text: '  ', url: 'https://shop.example' } }, { fallback: 'none' }))).toBeNull();
  });

  it('a code: trimmed, with its line above (default "Your code")', () => {
    expect(nextStep(input({ nextStep: { type: 'code', code: ' WELCOME10 ' } }))).toEqual({ kind: 'code', code: 'WELCOME10', text: DEFAULT_CODE_TEXT });
    expect(nextStep(input({ nextStep: { type: 'code', code: 'SPRING', text: '15% off, today only' } }))).toEqual({ kind: 'code', code: 'SPRING', text: '15% off, today only' });
    expect(nextStep(input({ nextStep: { type: 'code', code: '' } }, { fallback: 'none' }))).toBeNull();
    expect(nextStep(input({ nextStep: { type: 'code', code: 'X'.repeat(41) } }, { fallback: 'none' }))).toBeNull();
  });

  it('a unique code (issue 48): the owner’s fallback text until the sign-up answers a code (givenCode.ts)', () => {
    expect(nextStep(input({ nextStep: { type: 'code', unique: true, text: 'Your welcome code', fallback_text: 'None left' } }))).toEqual({
      kind: 'fallback',
      text: 'None left',
      codeText: 'Your welcome code',
    });
    // No shared code is needed, and one configured is not shown.
    expect(nextStep(input({ nextStep: { type: 'code', unique: true, code: 'SAME10' } }))).toMatchObject({ kind: 'fallback', codeText: DEFAULT_CODE_TEXT });
  });

  it('"none" is the message alone, even where Messenger is the default', () => {
    expect(nextStep(input({ nextStep: { type: 'none' } }))).toBeNull();
  });

  it('an unknown type, a non-object, or an inherited field: the default', () => {
    const inherited = Object.create({ type: 'none' }) as Record<string, unknown>;
    for (const step of [{ type: 'coupon' }, 'code', null, inherited]) {
      expect(nextStep(input({ nextStep: step } as WidgetSubmitted))?.kind).toBe('messenger');
    }
  });
});
