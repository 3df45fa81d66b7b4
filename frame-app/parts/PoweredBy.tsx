/**
 * A small link to the provider's site (SPEC §2), opened in a new tab without giving that tab a handle on
 * the host page. The caller decides whether it shows (`defaultSize` hides it).
 */
import { POWERED_BY_LABEL, POWERED_BY_URL } from '../config/poweredBy';
import { FOCUS_RING } from './embedStyles';

export interface PoweredByProps {
  href?: string;
  label?: string;
  /** Muted text colour classes for the card's skin. */
  className?: string;
}

export function PoweredBy({ href = POWERED_BY_URL, label = POWERED_BY_LABEL, className = 'text-slate-500' }: PoweredByProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded text-xs font-medium underline-offset-2 hover:underline ${className} ${FOCUS_RING}`}
    >
      {label}
    </a>
  );
}
