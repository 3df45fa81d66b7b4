import { describe, expect, it } from 'vitest';
import { MESSENGER_CODE_DEFAULTS, MESSENGER_CODE_SIZE_MAX, MESSENGER_CODE_SIZE_MIN, codeSizeOf, normalizeMessengerCodeSettings } from '../../../studio/rules/messengerCodeSettings';

describe('messenger_code_settings', () => {
  it('defaults to SPEC §9 size 200, black on white, the logo on its plate', () => {
    expect(normalizeMessengerCodeSettings(undefined)).toEqual({ size: 200, removeLogoBackground: false, bgColor: '#ffffff', fgColor: '#000000' });
    expect(MESSENGER_CODE_DEFAULTS.size).toBe(200);
  });

  it('keeps whole sizes within 100-2000 px; numeric text is a size', () => {
    expect(codeSizeOf(320)).toBe(320);
    expect(codeSizeOf('480')).toBe(480);
    expect(codeSizeOf(250.6)).toBe(251);
    expect(codeSizeOf(10)).toBe(MESSENGER_CODE_SIZE_MIN);
    expect(codeSizeOf(99999)).toBe(MESSENGER_CODE_SIZE_MAX);
    expect(codeSizeOf('big')).toBe(200);
    expect(codeSizeOf(Number.NaN)).toBe(200);
  });

  it('normalises colours and drops unreadable ones for the default; keeps unknown keys', () => {
    const settings = normalizeMessengerCodeSettings({ size: 300, bgColor: '#FFF', fgColor: 'navy', removeLogoBackground: true, note: 'kept' });
    expect(settings).toEqual({ size: 300, bgColor: '#ffffff', fgColor: '#000000', removeLogoBackground: true, note: 'kept' });
  });

  it('removeLogoBackground is true only when it is true', () => {
    expect(normalizeMessengerCodeSettings({ removeLogoBackground: 'true' }).removeLogoBackground).toBe(false);
  });
});
