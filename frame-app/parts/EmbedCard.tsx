/**
 * The embedded card shared by `box` and `landing` (SPEC §2 "Card and embedded card"): title,
 * description (showDescription), the call to action, and after submit the success content of
 * data.submitted with the inline "Success!" label. Embeds are part of the page: no close button.
 *
 * The card fills its frame's width (the loader sizes the iframe: px, %, or the anchor with fitContainer;
 * never under 280 px) and responds to that width through container queries.
 */
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { displayText } from '../widgets/displayText';
import { widgetColors } from '../widgets/widgetColors';
import { CtaButton } from './CtaButton';
import { backgroundAlpha, embedSkin, optionalStyle, withAlpha } from './embedStyles';
import { PoweredBy } from './PoweredBy';
import { SUCCESS_LABEL, SuccessLabel } from './SuccessLabel';

export interface EmbedCardProps {
  variant: 'box' | 'landing';
  main: WidgetMain;
  submitted: WidgetSubmitted;
  isSubmitted: boolean;
  /** Accessible name of the region. */
  label: string;
  /** SPEC §3 app flag `defaultSize`: hides the "Powered by" link. */
  defaultSize: boolean;
  onSubmit: () => void;
}

/** An embed without a button would be a dead end: the button always shows. */
export const DEFAULT_CTA_TEXT = 'Send to Messenger';

const VARIANTS = {
  box: {
    // Container queries style descendants only: the padding lives on the inner element.
    shell: 'rounded-2xl border',
    inner: 'flex flex-col items-center gap-4 px-5 py-6 text-center @sm:px-7 @sm:py-7',
    title: 'text-lg font-semibold leading-snug @sm:text-xl',
    description: 'text-sm leading-relaxed @sm:text-[0.95rem]',
  },
  landing: {
    shell: 'rounded-3xl border',
    inner: 'mx-auto flex max-w-3xl flex-col items-center gap-5 px-6 py-10 text-center @lg:gap-6 @lg:px-14 @lg:py-16',
    title: 'text-2xl font-bold leading-tight tracking-tight @lg:text-4xl',
    description: 'text-base leading-relaxed @lg:text-lg',
  },
} as const;

export function EmbedCard({ variant, main, submitted, isSubmitted, label, defaultSize, onSubmit }: EmbedCardProps) {
  const skin = embedSkin(main.skin);
  const colors = widgetColors(main.colors);
  const v = VARIANTS[variant];

  const rawTitle = displayText(isSubmitted ? submitted.title : main.title);
  // The success label already says "Success!": the default submitted title is not repeated under it.
  const title = isSubmitted && rawTitle.trim() === SUCCESS_LABEL ? '' : rawTitle;
  const description = displayText(isSubmitted ? submitted.desc : main.desc);
  const showDescription = description !== '' && (isSubmitted || main.showDescription !== false);
  const ctaText = displayText(main.ctaText).trim() || displayText(main.optInButtonText).trim() || DEFAULT_CTA_TEXT;

  return (
    <section
      role="region"
      aria-label={label}
      className={`@container w-full font-sans antialiased ${v.shell} ${skin.surface}`}
      style={optionalStyle({ backgroundColor: withAlpha(colors.background, backgroundAlpha(variant)) })}
    >
      <div className={v.inner}>
        {isSubmitted && <SuccessLabel className={skin.success} large={variant === 'landing'} />}
        {(title !== '' || showDescription) && (
          <div className="flex w-full min-w-0 flex-col gap-2">
            {title !== '' && (
              <h2 className={`break-words text-balance ${v.title}`} style={optionalStyle({ color: colors.headline })}>
                {title}
              </h2>
            )}
            {showDescription && (
              <p className={`break-words text-pretty ${v.description} ${skin.description}`} style={optionalStyle({ color: colors.description })}>
                {description}
              </p>
            )}
          </div>
        )}
        {!isSubmitted && (
          <div className={variant === 'box' ? 'w-full @sm:w-auto' : 'w-full @md:w-auto'}>
            <CtaButton text={ctaText} size={main.buttonSize ?? (variant === 'landing' ? 'l' : 'm')} colors={colors} onClick={onSubmit} block />
          </div>
        )}
        {!defaultSize && <PoweredBy className={skin.muted} />}
      </div>
    </section>
  );
}
