/**
 * SPEC §2: after submission the inline variant shows the label "Success!". A polite live region, so a
 * screen reader announces it when it replaces the button the visitor just pressed.
 */
import { CheckIcon } from './Icons';

export const SUCCESS_LABEL = 'Success!';

export function SuccessLabel({ className = 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', large = false }: { className?: string; large?: boolean }) {
  return (
    <p
      role="status"
      className={`inline-flex items-center gap-2 rounded-full font-semibold ring-1 ring-inset ${
        large ? 'px-5 py-2.5 text-base' : 'px-4 py-2 text-sm'
      } ${className}`}
    >
      <CheckIcon className={large ? 'size-5' : 'size-4'} />
      <span>{SUCCESS_LABEL}</span>
    </p>
  );
}
