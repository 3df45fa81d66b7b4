/**
 * Loads the country table and the number validator on demand (a separate chunk), once per frame, so
 * widgets without a phone field never download them (DESIGN budgets: phone data in a lazy chunk).
 */
import type { PhoneData } from './phoneData';

let pending: Promise<PhoneData> | null = null;

export function loadPhoneData(): Promise<PhoneData> {
  pending ??= import('./phoneData').then((m) => m.phoneData);
  // A failed chunk load may be retried by the next caller (e.g. a flaky network).
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
