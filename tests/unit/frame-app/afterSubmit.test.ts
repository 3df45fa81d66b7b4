import { describe, expect, it } from 'vitest';
import { afterSubmit } from '../../../frame-app/rules/afterSubmit';
import { widgetKind } from '../../../frame-app/widgets/kinds';

/** The after-submit class of a messenger kind, as its row in the kinds table states it. */
const classOf = (type: string) => widgetKind(type, 'fb')!.afterSubmit;

const redirectTo = { action: 'redirect', redirect: true, redirectUrl: 'shop.example/thanks', redirectTarget: 'new' };

describe('afterSubmit (SPEC §4)', () => {
  it('button, box, landing: redirect if configured and mark submitted', () => {
    for (const widgetType of ['button', 'box', 'landing']) {
      expect(afterSubmit({ afterSubmitClass: classOf(widgetType), submitted: redirectTo })).toEqual({
        redirect: { url: '//shop.example/thanks', target: 'new' },
        markSubmitted: true,
        close: false,
      });
      expect(afterSubmit({ afterSubmitClass: classOf(widgetType), submitted: { action: 'message' } })).toEqual({ redirect: null, markSubmitted: true, close: false });
    }
  });
  it('overlays: redirect closes (not manual), nothing does nothing, otherwise mark submitted', () => {
    expect(afterSubmit({ afterSubmitClass: classOf('modal'), submitted: { ...redirectTo, redirectTarget: 'same' } })).toEqual({
      redirect: { url: '//shop.example/thanks', target: 'same' },
      markSubmitted: false,
      close: true,
    });
    expect(afterSubmit({ afterSubmitClass: classOf('bar'), submitted: { action: 'nothing' } })).toEqual({ redirect: null, markSubmitted: false, close: false });
    expect(afterSubmit({ afterSubmitClass: classOf('slide_in'), submitted: { action: 'message' } })).toEqual({ redirect: null, markSubmitted: true, close: false });
    expect(afterSubmit({ afterSubmitClass: classOf('page_takeover'), submitted: undefined })).toEqual({ redirect: null, markSubmitted: true, close: false });
  });
  it('an unusable redirect URL falls back to the success view', () => {
    expect(afterSubmit({ afterSubmitClass: classOf('modal'), submitted: { action: 'redirect', redirectUrl: 'javascript:alert(1)' } })).toEqual({
      redirect: null,
      markSubmitted: true,
      close: false,
    });
  });
});
