/**
 * The one success design every widget kind shows after submission (SPEC §2 "After submission the widget
 * shows a success state"): a round badge with a check, the label "Success!", the operator's
 * `data.submitted` title and description, and the layout's own action below (the "Go to Messenger"
 * link button of the overlays). Two arrangements of the same parts:
 *
 * - `stack` (cards, dialogs, the takeover): the badge above centred text. The label is the headline when
 *   the operator wrote no title of their own (or only "Success!"), under a badge of its own; otherwise it
 *   stands beside a small badge above that title, quiet (small, muted), so "Success!" is always there
 *   and never said twice, and the view is no taller than the form it replaces.
 * - `row` (bar, button, checkbox): badge beside the text, one line where space is short; `surface`
 *   gives it a pill of its own where it stands on the host page (button, checkbox).
 *
 * A polite live region (role="status") holds the text, so a screen reader announces it when it replaces
 * the control the visitor just used. The badge takes the operator's button colours (merged with
 * `data.submitted.colors` upstream, rules/successView.ts) when set, else green for the skin. A short
 * entrance (the view rises in, the badge pops, the check draws itself); none under reduced motion.
 */
import type { CSSProperties, ReactNode } from 'react';
import { SUCCESS_LABEL, type SuccessContent } from '../rules/successContent';
import type { WidgetColors } from '../rules/widgetColors';
import { optionalStyle } from './embedStyles';
import { TYPE, type TypeScale } from './typeScale';

export type SuccessTone = 'light' | 'dark' | 'media' | 'accent';

export interface SuccessViewProps {
  layout: 'stack' | 'row';
  /** The layout's type scale (stack only): the success headline sits at the size the opt-in one had. */
  scale?: TypeScale;
  /** The surface it sits on: the skin, or a picture under a scrim (white text). */
  tone: SuccessTone;
  content: SuccessContent;
  colors: WidgetColors;
  /** id of the headline, for a dialog's aria-labelledby. */
  titleId?: string;
  /** Row only: a pill of its own, for kinds without a card around them. */
  surface?: boolean;
  /**
   * Row only (the bar): no taller than the form it replaces. One line of headline where the container
   * is narrow; the description only where it is wide and stands in for an own title (label, title and
   * description were three lines, and the bar grew on submit).
   */
  compact?: boolean;
  action?: ReactNode;
}

const TONES = {
  light: {
    accent: '[--mc-success:var(--color-emerald-600)] [--mc-success-ink:var(--color-white)]',
    description: 'text-slate-600',
    // A green ring, no shadow: a grey ring and a shadow read as a greyed-out button (issue 29).
    pill: 'bg-white text-slate-900 ring-1 ring-emerald-600',
  },
  dark: {
    accent: '[--mc-success:var(--color-emerald-400)] [--mc-success-ink:var(--color-emerald-950)]',
    description: 'text-slate-300',
    pill: 'bg-slate-900 text-white ring-1 ring-white/10',
  },
  // On the accent's own surface (the takeover's brand skin): the accent's readable ink, as its text is.
  accent: {
    accent: '[--mc-success:var(--color-on-accent)] [--mc-success-ink:var(--color-accent)]',
    eyebrow: 'text-on-accent',
    description: 'text-on-accent',
    pill: 'bg-accent text-on-accent ring-1 ring-on-accent/20',
  },
  media: {
    accent: '[--mc-success:var(--color-white)] [--mc-success-ink:var(--color-emerald-700)]',
    description: 'text-white',
    pill: 'bg-slate-900 text-white ring-1 ring-white/10 shadow-sm',
  },
} as const;

/**
 * The label "Success!" beside the badge is quiet (issue 49): small, in the description's muted colour,
 * never a second headline; the operator's title is what the visitor reads. One line with the badge, so
 * the success view is no taller than the form it replaces (parts/useFormHeightHold.ts holds that box).
 */
const LABEL = 'text-xs/5 font-medium';

const ENTRANCE = 'motion-safe:animate-success-in motion-reduce:animate-none';

/** The operator's button colours, when set, as the badge's accent (custom properties through the CSSOM). */
function accentStyle(colors: WidgetColors): CSSProperties | undefined {
  if (colors.buttonBackground === undefined) return undefined;
  // CSSProperties has no index for custom properties; React sets them with style.setProperty.
  return { '--mc-success': colors.buttonBackground, '--mc-success-ink': colors.buttonText ?? '#ffffff' } as CSSProperties;
}

function SuccessBadge({ size, tone, colors }: { size: 'sm' | 'md' | 'lg' | 'xl'; tone: SuccessTone; colors: WidgetColors }) {
  const box = { sm: 'size-6 ring-[3px]', md: 'size-11 ring-[5px]', lg: 'size-12 ring-[6px] @lg:size-14', xl: 'size-14 ring-[7px] @lg:size-16' }[size];
  const icon = { sm: 'size-4', md: 'size-6', lg: 'size-7 @lg:size-8', xl: 'size-8 @lg:size-9' }[size];
  return (
    <span
      aria-hidden="true"
      data-success-badge=""
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-(color:--mc-success) text-(color:--mc-success-ink) ring-(color:--mc-success)/15 motion-safe:animate-success-badge motion-reduce:animate-none ${box} ${TONES[tone].accent}`}
      style={accentStyle(colors)}
    >
      <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {/* pathLength 1: the draw-in animation moves the dash offset from 1 to 0 whatever the path's length. */}
        <path d="M6 12.5l4 4 8-9" pathLength={1} strokeDasharray="1" className="motion-safe:animate-success-check motion-reduce:animate-none" />
      </svg>
    </span>
  );
}

export function SuccessView({ layout, scale = 'card', tone, content, colors, titleId, surface = false, compact = false, action }: SuccessViewProps) {
  const t = TONES[tone];
  const hasOwnTitle = content.title !== '';
  const headline = hasOwnTitle ? content.title : SUCCESS_LABEL;
  const headlineStyle = optionalStyle({ color: colors.headline });
  const descriptionStyle = optionalStyle({ color: colors.description });

  if (layout === 'row') {
    // Compact (the bar on a phone): the label is for screen readers only and the headline takes the
    // lines the form's title had, so nothing is cut ("Thanks! Check…" was) and the bar keeps its height.
    const label = compact ? 'sr-only @3xl:not-sr-only' : '';
    return (
      <div
        data-success-view=""
        data-success-layout="row"
        role="status"
        className={`flex min-w-0 items-center gap-2.5 text-left ${surface ? `rounded-full py-1.5 pr-4 pl-1.5 ${t.pill}` : ''} ${ENTRANCE}`}
      >
        <SuccessBadge size="sm" tone={tone} colors={colors} />
        <div className="min-w-0">
          {hasOwnTitle && (
            <p className={`${LABEL} ${t.description} ${label}`} style={descriptionStyle}>
              {SUCCESS_LABEL}
            </p>
          )}
          <h2 id={titleId} className="text-sm/tight font-semibold text-balance @3xl:text-base/snug" style={headlineStyle}>
            {headline}
          </h2>
          {content.description !== '' && (
            <p className={`text-sm/snug text-pretty @3xl:mt-0.5 ${t.description} ${compact ? (hasOwnTitle ? 'hidden' : 'hidden @3xl:block') : ''}`} style={descriptionStyle}>
              {content.description}
            </p>
          )}
        </div>
      </div>
    );
  }

  const type = TYPE[scale];
  const hero = scale === 'hero';
  // Alone (no own title: "Success!" is the headline) the badge is the view's mark; beside the label, a small one.
  const badge = hasOwnTitle ? (hero ? 'md' : 'sm') : hero ? 'lg' : 'md';
  return (
    <div data-success-view="" data-success-layout="stack" className={`flex w-full min-w-0 flex-col items-center text-center ${ENTRANCE}`}>
      <div role="status" className={`flex w-full min-w-0 flex-col items-center ${hero ? 'gap-4' : 'gap-2'}`}>
        <div className="flex items-center justify-center gap-2">
          <SuccessBadge size={badge} tone={tone} colors={colors} />
          {hasOwnTitle && (
            <p className={`${LABEL} ${hero ? '@lg:text-sm/5' : ''} ${t.description}`} style={descriptionStyle}>
              {SUCCESS_LABEL}
            </p>
          )}
        </div>
        <h2 id={titleId} className={`break-words text-balance ${type.title}`} style={headlineStyle}>
          {headline}
        </h2>
        {content.description !== '' && (
          <p className={`break-words text-pretty ${type.description} ${t.description}`} style={descriptionStyle}>
            {content.description}
          </p>
        )}
      </div>
      {action !== undefined && action !== null && <div className={`flex w-full justify-center ${hero ? 'mt-8' : 'mt-5'}`}>{action}</div>}
    </div>
  );
}
