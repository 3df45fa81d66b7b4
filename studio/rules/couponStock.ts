/**
 * What the widget editor's "Unique codes" part says about a widget's codes (issue 48 item 5): how many
 * are left, and a warning below the owner's threshold ("Only N codes left") or when none is. A pure
 * rule of the counts and the threshold (bridge-protocol/uniqueCode.ts's `low_warning`).
 */
import type { CouponCodesResponse, CouponUploadResponse } from '../../bridge-protocol/studio/couponCodesApi';

export interface CouponStock {
  /** "37 of 200 codes left" */
  summary: string;
  /** A warning for the owner, or null while enough are left. */
  warning: string | null;
}

const count = (n: number, one: string, many: string): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function couponStock(counts: Pick<CouponCodesResponse, 'total' | 'left'>, lowWarning: number): CouponStock {
  if (counts.total === 0) return { summary: 'No codes uploaded yet.', warning: 'Upload codes: until then every visitor sees your fallback text.' };
  const summary = `${count(counts.left, 'code', 'codes')} left of ${counts.total.toLocaleString('en-US')}.`;
  if (counts.left === 0) return { summary, warning: 'No codes left: visitors see your fallback text. Upload more codes.' };
  if (counts.left < lowWarning) return { summary, warning: `Only ${count(counts.left, 'code', 'codes')} left.` };
  return { summary, warning: null };
}

/** What an upload did, in one sentence. */
export function uploadSummary(answer: Pick<CouponUploadResponse, 'added' | 'duplicates' | 'existing'>): string {
  const skipped = [
    answer.duplicates > 0 ? `${count(answer.duplicates, 'repeat', 'repeats')} in the file` : '',
    answer.existing > 0 ? `${count(answer.existing, 'code', 'codes')} you had already` : '',
  ].filter((part) => part !== '');
  return `Added ${count(answer.added, 'code', 'codes')}${skipped.length > 0 ? ` (skipped ${skipped.join(' and ')})` : ''}.`;
}
