/** Pure messenger rules: plugin choice, buttonType errors, call-to-action mode, event matching, XFBML attributes, overrides. */
import { describe, expect, it, vi } from 'vitest';
import { MESSENGER_OVERRIDE_KEYS, readMessengerOverrides } from '../../../bridge-protocol/messengerOverrides';
import { buttonTypeError, messengerMode, messengerPluginFor, pluginHasStandIn } from '../../../frame-app/rules/messengerPlugin';
import { pluginAttributes, pluginSize } from '../../../frame-app/rules/pluginAttributes';
import { pluginSignal } from '../../../frame-app/rules/pluginSignal';

import { widgetKind } from '../../../frame-app/widgets/kinds';

/** A kind's plugin layout (its row in the kinds table) and a main section with that buttonType. */
const widget = (widget_type: string, buttonType?: unknown, channel = 'fb') =>
  [widgetKind(widget_type, channel)!.pluginLayout, buttonType === undefined ? {} : { buttonType }] as const;

describe('messengerPluginFor / buttonTypeError', () => {
  it('picks the plugin by buttonType (missing: button); the checkbox kind always has the checkbox', () => {
    expect(messengerPluginFor(...widget('bar'), false)).toBe('send_to_messenger');
    expect(messengerPluginFor(...widget('modal', 'checkbox'), false)).toBe('checkbox');
    expect(messengerPluginFor(...widget('checkbox'), false)).toBe('checkbox');
  });

  it('no plugin for the customer chat, SMS layouts, editing mode', () => {
    expect(messengerPluginFor(...widget('customer_chat'), false)).toBe('none');
    expect(messengerPluginFor(...widget('box', 'button', 'sms'), false)).toBe('none');
    expect(messengerPluginFor(...widget('bar'), true)).toBe('none');
  });

  it('names an unknown buttonType, only where buttonType matters', () => {
    expect(buttonTypeError(...widget('box', 'radio'))).toBe('unknown buttonType "radio" (expected "button" or "checkbox"); the widget is disabled');
    expect(buttonTypeError(...widget('box', 3))).toContain('unknown buttonType 3');
    expect(buttonTypeError(...widget('box', 'button'))).toBeNull();
    expect(buttonTypeError(...widget('box'))).toBeNull();
    expect(buttonTypeError(...widget('customer_chat', 'radio'))).toBeNull();
    expect(buttonTypeError(...widget('box', 'radio', 'sms'))).toBeNull();
  });
});

describe('messengerMode', () => {
  const facts = { plugin: 'send_to_messenger' as const, renderReason: 'rendered' as const, euAffected: false, pluginHidden: false, pluginPending: false, pluginStandIn: true, hasChatLink: true };
  it('plugin while usable; the link after a fallback, a hidden plugin or for EU visitors; cta without a plugin or a link', () => {
    expect(messengerMode(facts)).toBe('plugin');
    expect(messengerMode({ ...facts, renderReason: 'fallback' })).toBe('link');
    expect(messengerMode({ ...facts, pluginHidden: true })).toBe('link');
    expect(messengerMode({ ...facts, euAffected: true })).toBe('link');
    expect(messengerMode({ ...facts, euAffected: true, hasChatLink: false })).toBe('cta');
    expect(messengerMode({ ...facts, plugin: 'none' })).toBe('cta');
  });
  it('standIn while the plugin loads: the link in its slot; the plugin slot alone when there is no link to show', () => {
    const loading = { ...facts, renderReason: null, pluginPending: true };
    expect(messengerMode(loading)).toBe('standIn');
    expect(messengerMode({ ...loading, hasChatLink: false })).toBe('plugin');
    // Given up while loading (the SDK failed): the link for good.
    expect(messengerMode({ ...loading, pluginHidden: true })).toBe('link');
    // A plugin without a stand-in (the checkbox beside our button) is its slot while it loads.
    expect(messengerMode({ ...loading, plugin: 'checkbox', pluginStandIn: false })).toBe('plugin');
  });
  it('pluginHasStandIn: every plugin, the checkbox beside our own button too', () => {
    expect(pluginHasStandIn('send_to_messenger')).toBe(true);
    expect(pluginHasStandIn('checkbox')).toBe(true);
    expect(pluginHasStandIn('none')).toBe(false);
  });
});

describe('pluginSignal: events reach their widget by the reference value (SPEC §4)', () => {
  const mine = { ref: 'w1.s.i', userRef: 'u1' };
  it('matches by ref or user_ref and ignores other plugins', () => {
    expect(pluginSignal({ event: 'rendered', ref: 'w1.s.i' }, mine)).toEqual({ kind: 'rendered' });
    expect(pluginSignal({ event: 'checkbox', state: 'unchecked', user_ref: 'u1' }, mine)).toEqual({ kind: 'checkbox', checked: false });
    expect(pluginSignal({ event: 'rendered', ref: 'w2.s.i' }, mine)).toBeNull();
    expect(pluginSignal({ event: 'opt_in' }, mine)).toBeNull();
    expect(pluginSignal(null, mine)).toBeNull();
  });
  it('knows every event of SPEC §4 and the special outcomes of SPEC §8; nothing else', () => {
    for (const kind of ['rendered', 'hidden', 'opt_in', 'clicked', 'not_you', 'timeout', 'eu_account_affected']) {
      expect(pluginSignal({ event: kind, ref: 'w1.s.i' }, mine)).toEqual({ kind });
    }
    expect(pluginSignal({ event: 'checkbox', state: 'maybe', ref: 'w1.s.i' }, mine)).toBeNull();
    expect(pluginSignal({ event: 'toString', ref: 'w1.s.i' }, mine)).toBeNull();
  });
});

describe('pluginAttributes', () => {
  const base = { appId: '9', pageId: '123', ref: 'w1.s.i', userRef: 'u1', origin: 'https://w.test' };
  it('send-to-messenger: ids, ref, colour and size', () => {
    expect(pluginAttributes({ ...base, plugin: 'send_to_messenger', main: { buttonSize: 'l', buttonBackground: 'white' } })).toMatchObject({
      className: 'fb-send-to-messenger',
      messenger_app_id: '9',
      page_id: '123',
      'data-ref': 'w1.s.i',
      color: 'white',
      size: 'xlarge',
    });
  });
  it('checkbox: origin, user_ref, prechecked unless false, size large by default, skin', () => {
    const attrs = pluginAttributes({ ...base, plugin: 'checkbox', main: { skin: 'dark' } });
    expect(attrs).toMatchObject({ className: 'fb-messenger-checkbox', origin: 'https://w.test', user_ref: 'u1', prechecked: 'true', size: 'large', skin: 'dark' });
    expect(pluginAttributes({ ...base, plugin: 'checkbox', main: { prechecked: false } }).prechecked).toBe('false');
    expect(pluginSize('standard')).toBe('standard');
    expect(pluginSize('huge')).toBe('large');
    // Own sizes only: a prototype name is not a size.
    for (const name of ['toString', 'constructor', '__proto__']) expect(pluginSize(name)).toBe('large');
  });
});

describe('readMessengerOverrides (SPEC §9 local-storage keys)', () => {
  it('reads every key; malformed values are ignored with one warning each', () => {
    const store: Record<string, string> = {
      [MESSENGER_OVERRIDE_KEYS.sdkVersion]: 'v18.0',
      [MESSENGER_OVERRIDE_KEYS.sdkDebug]: 'true',
      [MESSENGER_OVERRIDE_KEYS.locale]: 'de_DE',
      [MESSENGER_OVERRIDE_KEYS.disableSdkRewrite]: '1',
      [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: '250',
    };
    const warn = vi.fn();
    expect(readMessengerOverrides((k) => store[k] ?? null, warn)).toEqual({ sdkVersion: 'v18.0', sdkDebug: true, locale: 'de_DE', disableSdkRewrite: true, renderTimeoutMs: 250 });
    expect(warn).not.toHaveBeenCalled();
    const bad: Record<string, string> = {
      [MESSENGER_OVERRIDE_KEYS.sdkVersion]: 'latest',
      [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: '-5',
      [MESSENGER_OVERRIDE_KEYS.locale]: 'en-us',
    };
    expect(readMessengerOverrides((k) => bad[k] ?? null, warn)).toEqual({ sdkVersion: null, sdkDebug: null, locale: null, disableSdkRewrite: false, renderTimeoutMs: null });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toBe('[MC] localStorage mc_fb_sdk_version="latest" is ignored: expected a version such as v3.1.');
  });
});
