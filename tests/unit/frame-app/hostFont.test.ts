import { describe, expect, it } from 'vitest';
import { hostFontStack } from '../../../frame-app/rules/hostFont';
import { brandTheme } from '../../../frame-app/rules/brandTheme';
import { toAppState } from '../../../bridge-protocol/config';

describe('the site’s font (theme font "host", issue 29)', () => {
  it('keeps the system fonts of the host’s family, in its order, with its generic family', () => {
    expect(hostFontStack('Georgia, "Times New Roman", serif')).toBe('Georgia, "Times New Roman", serif');
    expect(hostFontStack('system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif')).toBe(
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    );
    // A web font the host downloads is not in the frame: dropped; the system fallbacks after it stay.
    expect(hostFontStack('"Playfair Display", Georgia, serif')).toBe('Georgia, serif');
    expect(hostFontStack("'helvetica neue', ARIAL")).toBe('"Helvetica Neue", Arial, sans-serif');
  });

  it('gives null (the default stack) for a web font alone, nothing, or anything that is not a short family', () => {
    expect(hostFontStack('"Brand Sans", sans-serif')).toBeNull();
    expect(hostFontStack('')).toBeNull();
    expect(hostFontStack(undefined)).toBeNull();
    expect(hostFontStack({ toString: () => 'Arial' })).toBeNull();
    expect(hostFontStack(`Arial, ${'x'.repeat(600)}`)).toBeNull();
    // Nothing of the host's text but a known name reaches the style.
    expect(hostFontStack('Arial; } body { background: red')).toBeNull();
  });

  it('sets --mc-font from the family the loader passed inside the theme, and nothing without one', () => {
    const config = { widgets: [], theme: { font: 'host' } };
    const app = toAppState(config, 'p', 'Georgia, serif');
    expect(app.theme).toEqual({ font: 'host', hostFont: 'Georgia, serif' });
    expect(brandTheme(app.theme)['--mc-font']).toBe('Georgia, serif');
    expect(brandTheme(toAppState(config, 'p').theme)).toEqual({});
    expect(toAppState({ widgets: [] }, 'p').theme).toBeNull();
  });
});
