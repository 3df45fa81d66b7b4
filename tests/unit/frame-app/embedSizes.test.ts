import { describe, expect, it } from 'vitest';
import { checkboxSizeClasses, ctaButtonSizeClasses, sizeStep } from '../../../frame-app/parts/ctaButtonSize';
import { surfaceBackground, withAlpha } from '../../../frame-app/parts/embedStyles';
import { bubbleSize } from '../../../frame-app/rules/bubbleGeometry';
import { ownBubbleColor } from '../../../frame-app/widgets/CustomerChatBubble';

describe('sizeStep', () => {
  it('maps both spellings of SPEC §3 buttonSize onto three steps', () => {
    expect(['s', 'm', 'l'].map((v) => sizeStep(v))).toEqual(['small', 'medium', 'large']);
    expect(['standard', 'large', 'xlarge'].map((v) => sizeStep(v))).toEqual(['small', 'medium', 'large']);
  });

  it('falls back for missing or unknown values, and ignores inherited keys', () => {
    expect(sizeStep(undefined)).toBe('medium');
    expect(sizeStep('huge')).toBe('medium');
    expect(sizeStep('toString')).toBe('medium');
    expect(sizeStep(3, 'large')).toBe('large');
  });

  it('gives three distinct class sets for the button and the checkbox', () => {
    const buttons = new Set(['s', 'm', 'l'].map((v) => ctaButtonSizeClasses(v).button));
    expect(buttons.size).toBe(3);
    expect(checkboxSizeClasses('standard').box).toBe('size-4');
    expect(checkboxSizeClasses('large').box).toBe('size-5');
    expect(checkboxSizeClasses('xlarge').box).toBe('size-6');
    // SPEC §9: the checkbox is "large" by default.
    expect(checkboxSizeClasses(undefined)).toEqual(checkboxSizeClasses('large'));
  });
});

describe('colours', () => {
  it('applies the alpha to hex colours and passes other syntaxes through', () => {
    expect(withAlpha('#ffffff', 0.9)).toBe('rgba(255, 255, 255, 0.9)');
    expect(withAlpha('#0a0', 1)).toBe('rgb(0, 170, 0)');
    expect(withAlpha('rgb(1, 2, 3)', 0.9)).toBe('rgb(1, 2, 3)');
    expect(withAlpha(undefined, 0.9)).toBeUndefined();
  });

  it('paints a surface opaque: a hex colour as it is, any other syntax over the skin\'s own colour', () => {
    expect(surfaceBackground('#FBF5EC')).toEqual({ backgroundColor: 'rgb(251, 245, 236)' });
    expect(surfaceBackground('hsla(0, 0%, 100%, 0.4)')).toEqual({ backgroundImage: 'linear-gradient(hsla(0, 0%, 100%, 0.4), hsla(0, 0%, 100%, 0.4))' });
    expect(surfaceBackground(undefined)).toEqual({});
  });
});

describe('customer-chat bubble metrics', () => {
  it('is 60 px, 66 px when the host viewport is wider than 768 px', () => {
    expect(bubbleSize(375)).toBe(60);
    expect(bubbleSize(768)).toBe(60);
    expect(bubbleSize(769)).toBe(66);
    expect(bubbleSize(1280)).toBe(66);
  });

  it('has a colour of its own in data.setup.colors.theme, else none (the page accent or #0084FF stand in)', () => {
    expect(ownBubbleColor({})).toBeNull();
    expect(ownBubbleColor({ colors: { theme: ' #ff0000 ' } })).toBe('#ff0000');
    expect(ownBubbleColor({ colors: { theme: 42 } })).toBeNull();
  });
});
