import { describe, expect, it } from 'vitest';
import { classifyWidget, CONFIG_ONLY_WIDGET_TYPES } from '../../../bridge-protocol/config';
import { WIDGET_KINDS } from '../../../bridge-protocol/widgetKinds';
import { isConfigOnlyStarter, WIDGET_STARTERS, widgetStarter } from '../../../bridge-protocol/studio/widgetStarters';
import { WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';
import { afterSubmit } from '../../../frame-app/rules/afterSubmit';
import { successContent, SMS_SUCCESS_TEXT } from '../../../frame-app/rules/successContent';

describe('widget starters (the studio\'s "New widget")', () => {
  it('every starter makes a widget the loader shows (a type and channel pair with a layout) or a configuration-only kind', () => {
    for (const s of WIDGET_STARTERS) {
      expect(classifyWidget(s.widget_type, s.channel), s.key).toBe(isConfigOnlyStarter(s) ? 'config-only' : 'visual');
    }
  });

  it('offers every visual kind and every configuration-only kind but the `ads` alias, each key once', () => {
    const types = new Set(WIDGET_STARTERS.map((s) => s.widget_type));
    for (const kind of Object.keys(WIDGET_KINDS)) expect(types, kind).toContain(kind);
    for (const kind of CONFIG_ONLY_WIDGET_TYPES.filter((k) => k !== 'ads')) expect(types, kind).toContain(kind);
    expect(new Set(WIDGET_STARTERS.map((s) => s.key)).size).toBe(WIDGET_STARTERS.length);
    expect(widgetStarter('bar:fb')?.label).toBe('Bar');
    expect(widgetStarter('bar:sms')).toBeUndefined();
  });

  it('starts Messenger kinds with the spec’s button text and SMS kinds with "Subscribe"; the code at size 200', () => {
    expect(widgetStarter('bar:fb')?.data).toMatchObject({ main: { ctaText: 'Send to Messenger' } });
    expect(widgetStarter('modal:sms')?.data).toMatchObject({ main: { smsButtonText: 'Subscribe' } });
    expect(widgetStarter('messenger_code:fb')?.data).toEqual({ messenger_code_settings: { size: 200 } });
  });

  it('every new widget shows its success view after an opt-in (a new SMS modal stayed on its form: its after-submit was "nothing")', () => {
    for (const kind of WIDGET_CATALOGUE) {
      const submitted = (kind.starter.data as { submitted?: Record<string, unknown> }).submitted;
      expect(afterSubmit({ afterSubmitClass: kind.afterSubmit, submitted }).markSubmitted, `${kind.type}/${kind.channel}`).toBe(true);
    }
  });

  it('a new SMS widget says its success once: a title, and the text on its way under it', () => {
    for (const key of ['modal:sms', 'box:sms']) {
      const submitted = (widgetStarter(key)?.data as { submitted: { title: string; desc?: string } }).submitted;
      const content = successContent(submitted, SMS_SUCCESS_TEXT);
      expect(content.title, key).not.toBe('');
      expect(content.description.toLowerCase(), key).not.toBe(content.title.toLowerCase());
    }
  });
});
