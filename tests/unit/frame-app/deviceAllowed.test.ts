import { describe, expect, it } from 'vitest';
import { isDeviceAllowed, isMobileViewport, MOBILE_BREAKPOINT_PX } from '../../../frame-app/rules/deviceAllowed';

describe('isMobileViewport', () => {
  it('the breakpoint is SPEC’s 768 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });

  it.each([
    [767, false, true],
    [768, false, false],
    [1280, false, false],
    [767, true, true],
    [768, true, true],
    [1280, true, true],
  ])('width %i, UA mobile %s → mobile %s', (width, mobile, expected) => {
    expect(isMobileViewport({ width, mobile })).toBe(expected);
  });
});

describe('isDeviceAllowed (hideOnMobile)', () => {
  const PHONE_UA = { width: 1024, mobile: true };
  const NARROW = { width: 767, mobile: false };
  const DESKTOP = { width: 768, mobile: false };

  it.each([
    // setting, phone UA (wide), narrow desktop (767), desktop at the breakpoint (768)
    [true, false, false, true],
    ['desktop', false, false, true],
    ['mobile', true, true, false],
    [false, true, true, true],
    [undefined, true, true, true],
    ['tablet', true, true, true],
    [1, true, true, true],
  ])('hideOnMobile %j: phone %s, width 767 %s, width 768 %s', (hideOnMobile, phone, narrow, desktop) => {
    const setup = { hideOnMobile } as { hideOnMobile?: boolean | 'desktop' | 'mobile' };
    expect(isDeviceAllowed(setup, PHONE_UA)).toBe(phone);
    expect(isDeviceAllowed(setup, NARROW)).toBe(narrow);
    expect(isDeviceAllowed(setup, DESKTOP)).toBe(desktop);
  });

  it('a missing setup allows every device', () => {
    expect(isDeviceAllowed(undefined, PHONE_UA)).toBe(true);
    expect(isDeviceAllowed(null, DESKTOP)).toBe(true);
  });
});
