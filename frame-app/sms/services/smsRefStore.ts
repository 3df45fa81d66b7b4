/**
 * SPEC §7: the generated SMS ref is kept in local storage under the sms-keyword-ref key. This is the
 * frame's own (provider-origin) storage; a browser that blocks storage in third-party frames (Chromium
 * does for this cross-site iframe) throws on access. SPEC §8: storage errors are logged to the console
 * and never interrupt the flow: the ref is in the SMS link either way.
 */
export const SMS_REF_STORAGE_KEY = 'sms-keyword-ref';

export function storeSmsRef(ref: string, storage?: Pick<Storage, 'setItem'>): void {
  try {
    // Read inside the try: the `localStorage` getter itself throws where storage is denied.
    const target = storage ?? (typeof localStorage === 'undefined' ? null : localStorage);
    target?.setItem(SMS_REF_STORAGE_KEY, ref);
  } catch (error) {
    // Not errorText(): importing it into a lazy SMS module makes the bundler move shared code into two more start-up chunks (5 → 7, +0.8 KB).
    console.warn(`[MC] the SMS ref could not be kept in local storage: ${error instanceof Error ? error.message : String(error)}`);
  }
}
