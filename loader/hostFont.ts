/**
 * The host page's font family, for a page whose brand theme asks for the site's font (`theme.font:
 * "host"`, issue 29); the frame keeps only the system fonts of it (frame-app/rules/hostFont.ts). Read only
 * then: a computed style can make the host page recalculate its styles.
 */
import type { AppConfig } from '../bridge-protocol/config';

export function hostFontOf(win: Window, config: AppConfig): string | null {
  const body = win.document.body;
  return config.theme?.font === 'host' && body ? win.getComputedStyle(body).fontFamily : null;
}
