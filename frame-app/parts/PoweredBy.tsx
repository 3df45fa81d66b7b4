/**
 * A small link to the provider's site (SPEC §1, §2), opened in a new tab without giving that tab a
 * handle on the host page. Every layout places one; whether it shows and where it goes is the page's
 * (SPEC §3 `defaultSize` hides it; `powered_by_url` retargets it, config/poweredBy.ts), given once by
 * FrameRoot through PoweredByContext rather than threaded through every layout's props.
 */
import { createContext, useContext } from 'react';
import { POWERED_BY_LABEL, POWERED_BY_URL } from '../config/poweredBy';
import { FOCUS_RING } from './embedStyles';

/** The link's address, or null when the page hides the link (`defaultSize`). */
export const PoweredByContext = createContext<string | null>(POWERED_BY_URL);

export interface PoweredByProps {
  /** Overrides the page's address (tests, previews). */
  href?: string;
  label?: string;
  /** Muted text colour classes for the card's skin. */
  className?: string;
  /**
   * The owner's description colour, when set: the muted grey is chosen for the skin's own surface, and on
   * an owner's tinted surface (a template's linen) it can fall under AA, where their text colour holds.
   */
  color?: string;
}

export function PoweredBy({ href, label = POWERED_BY_LABEL, className = 'text-slate-500', color }: PoweredByProps) {
  const pageHref = useContext(PoweredByContext);
  const target = href ?? pageHref;
  if (target === null) return null;
  return (
    <a
      href={target}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded text-xs font-medium underline-offset-2 hover:underline ${className} ${FOCUS_RING}`}
      style={color === undefined ? undefined : { color }}
    >
      {label}
    </a>
  );
}
