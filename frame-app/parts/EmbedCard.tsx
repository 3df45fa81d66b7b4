/**
 * The embedded card shared by `box` and `landing` (SPEC §2 "Card and embedded card"): title,
 * description (showDescription), the call to action, and after submit the success content of
 * data.submitted with the inline "Success!" label. Embeds are part of the page: no close button.
 *
 * The card fills its frame's width (the loader sizes the iframe: px, %, or the anchor with fitContainer;
 * never under 280 px) and responds to that width through container queries.
 */
import { MEDIA_BLEED } from './mediaBleed';
import { OfferTicket } from './OfferTicket';
import { offerLabel } from '../rules/templateFeatures';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { displayText } from '../rules/displayText';
import { widgetColors } from '../rules/widgetColors';
import { ctaLabel } from '../rules/ctaLabel';
import { CtaButton, ctaButtonClassName, ctaButtonStyle } from './CtaButton';
import { MessengerAction } from './MessengerAction';
import { EditableText } from './EditableText';
import { useIsEditing } from './editMode';
import { embedSkin, optionalStyle, surfaceBackground } from './embedStyles';
import { PoweredBy } from './PoweredBy';
import { SuccessView } from './SuccessView';
import type { RenderNextStep } from './nextStepLook';
import { TYPE } from './typeScale';
import { successContent } from '../rules/successContent';
import { isSidePlacement, type MediaPlacement } from '../rules/mediaPlacement';
import { widgetMedia } from '../rules/widgetMedia';
import { Media } from './Media';
import { MediaBackground, ON_MEDIA_TEXT } from './MediaBackground';
import { MediaRow } from './MediaRow';
import { overlayColor, overlayOpacity, VIDEO_OVERLAY_OPACITY } from './overlayStyle';
import { useOnceWarning } from './useOnceWarning';
import { useFormHeightHold } from './useFormHeightHold';
import { useRef } from 'react';

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
  /** The owner's next step under the success view (widgets/nextStepRenderer.tsx); absent: the message alone. */
  renderNextStep?: RenderNextStep;
}

/** An embed without a button would be a dead end: the button always shows. */
const DEFAULT_CTA_TEXT = 'Send to Messenger';

const VARIANTS = {
  box: {
    // Container queries style descendants only: the padding lives on the inner element.
    shell: 'rounded-card border',
    inner: `flex flex-col items-center gap-4 px-5 py-6 text-center @sm:px-7 @sm:py-7 ${MEDIA_BLEED.box}`,
    /** With a picture beside the text: the same block, the picture bleeding to the card's edge. */
    split: `flex flex-col items-center gap-4 px-5 py-6 text-center @sm:px-7 @sm:py-7 ${MEDIA_BLEED.box}`,
    column: 'items-center gap-4',
    wide: 'md',
    title: TYPE.embed.title,
    description: TYPE.embed.description,
  },
  landing: {
    shell: 'rounded-card border',
    inner: 'mx-auto flex max-w-3xl flex-col items-center gap-5 px-6 py-10 text-center @lg:gap-6 @lg:px-14 @lg:py-16',
    // The landing's split (issue 49): the whole section's width, the picture its half, edge to edge.
    split: `flex flex-col items-center gap-5 px-6 py-10 text-center @lg:gap-6 @lg:px-14 @lg:py-16 ${MEDIA_BLEED.landing}`,
    column: 'items-center gap-5 @lg:gap-6',
    wide: 'lg',
    title: TYPE.hero.title,
    description: TYPE.hero.description,
  },
} as const;

export function EmbedCard({ variant, main, submitted, isSubmitted, label, defaultSize, onSubmit, renderNextStep }: EmbedCardProps) {
  const { media, warning: mediaWarning } = widgetMedia(main, submitted, isSubmitted);
  useOnceWarning(mediaWarning);
  const inCard = media !== null && media.template === 'simple' ? media : null;
  const asBackground = media !== null && media.template === 'mediaBackground' ? media : null;
  const side = inCard !== null && isSidePlacement(inCard.placement) ? inCard.placement : null;
  // Over a background picture every text is white, whatever the skin: the scrim keeps it legible (MediaBackground.tsx).
  const skin = asBackground !== null ? { ...embedSkin('dark'), description: ON_MEDIA_TEXT, muted: ON_MEDIA_TEXT } : embedSkin(main.skin);
  const colors = widgetColors(main.colors);
  const v = VARIANTS[variant];
  const mediaAt = (placement: MediaPlacement) =>
    inCard !== null && inCard.placement === placement ? (
      <div data-media-placement={placement} className="w-full">
        <Media content={inCard.content} />
      </div>
    ) : null;

  // After submit the success view (parts/SuccessView.tsx) replaces title, description and button.
  const title = isSubmitted ? '' : displayText(main.title);
  const description = isSubmitted ? '' : displayText(main.desc);
  // Editing mode edits the main content only, and keeps its empty fields on screen to be filled in.
  const editing = useIsEditing() && !isSubmitted;
  const showTitle = title !== '' || editing;
  const showDescription = (description !== '' || editing) && main.showDescription !== false;
  const cta = ctaLabel(main, ['ctaText', 'optInButtonText'], DEFAULT_CTA_TEXT);
  const offer = offerLabel(main);

  const ctaSize = main.buttonSize ?? (variant === 'landing' ? 'l' : 'm');
  const cardRef = useRef<HTMLElement>(null);
  const hold = useFormHeightHold(cardRef, isSubmitted);
  // Under the text, in the text's column beside a picture (the picture runs to the card's foot).
  const poweredBy = defaultSize ? null : <PoweredBy className={`${isSubmitted ? 'mt-auto' : ''} ${skin.muted}`} color={asBackground !== null ? undefined : colors.description} />;
  return (
    <section
      ref={cardRef}
      role="region"
      aria-label={label}
      className={`@container relative isolate flex w-full flex-col overflow-hidden font-widget antialiased ${v.shell} ${skin.surface}`}
      style={{ ...surfaceBackground(colors.background), ...hold }}
    >
      {asBackground !== null && (
        <MediaBackground
          content={asBackground.content}
          overlay={{
            color: overlayColor(main) ?? '#000000',
            opacity: asBackground.content.kind === 'video' ? VIDEO_OVERLAY_OPACITY : overlayOpacity(main.opacity),
          }}
        />
      )}
      {/* Fills a held height (useFormHeightHold.ts) with its content centred. */}
      <div className={`relative flex-1 justify-center ${side !== null ? v.split : v.inner}`}>
        <MediaRow side={side} content={inCard?.content ?? null} wide={v.wide} columnClassName={v.column} half={variant === 'landing'}>
        {/* Above the success view too: the picture stays where the visitor saw it (it moved to the foot). */}
        {mediaAt('aboveHeadline')}
        {isSubmitted && (
          // In a held height the success sits in the middle and "Powered by" at the foot (both auto margins).
          <div className="mt-auto w-full">
            <SuccessView
              layout="stack"
              scale={variant === 'landing' ? 'hero' : 'embed'}
              tone={asBackground !== null ? 'media' : main.skin === 'dark' ? 'dark' : 'light'}
              content={successContent(submitted)}
              colors={colors}
              action={renderNextStep?.({ className: ctaButtonClassName(ctaSize, false), style: ctaButtonStyle(colors), dark: asBackground !== null || main.skin === 'dark' })}
            />
          </div>
        )}
        {!showTitle && showDescription && mediaAt('aboveDescription')}
        {offer !== null && !isSubmitted && <OfferTicket label={offer} size={variant === 'landing' ? 'hero' : 'card'} />}
        {(showTitle || showDescription) && (
          <div className="flex w-full min-w-0 flex-col items-center gap-2">
            {showTitle && (
              <h2 className={`break-words text-balance ${v.title}`} style={optionalStyle({ color: colors.headline })}>
                <EditableText field={editing ? 'title' : null} text={title} />
              </h2>
            )}
            {showTitle && showDescription && mediaAt('aboveDescription')}
            {showDescription && (
              <p className={`break-words text-pretty ${v.description} ${skin.description}`} style={optionalStyle({ color: colors.description })}>
                <EditableText field={editing ? 'desc' : null} text={description} />
              </p>
            )}
          </div>
        )}
        {mediaAt('belowDescription')}
        {!showDescription && mediaAt('aboveDescription')}
        {!isSubmitted && (
          <div className={variant === 'box' ? 'w-full @sm:w-auto' : 'w-full @md:w-auto'}>
            <MessengerAction
              cta={(disabled) => (
                <CtaButton text={cta.text} field={editing ? cta.field : null} size={ctaSize} colors={colors} onClick={onSubmit} block disabled={disabled} />
              )}
              linkClassName={ctaButtonClassName(ctaSize, true)}
              linkStyle={ctaButtonStyle(colors)}
            />
          </div>
        )}
        {side !== null && poweredBy}
        </MediaRow>
        {side === null && poweredBy}
      </div>
    </section>
  );
}
