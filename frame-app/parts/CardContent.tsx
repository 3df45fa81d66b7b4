/**
 * The content every overlay layout shows (modal, slide-in, page takeover): title, description and the
 * call to action; after submit, `data.submitted` title and description and the owner's next step
 * (by default the SPEC §2 "Go to Messenger" link button). Configured text is always a React text child, never markup.
 *
 * Cards also show their media (SPEC §2, rules/widgetMedia.ts): at its placement with the simple
 * pageTemplate, or under an overlay as the card's background with mediaBackground (the card must be
 * positioned and clip its overflow). The takeover's media is its page background instead.
 */
import { OfferTicket } from './OfferTicket';
import { offerLabel } from '../rules/templateFeatures';
import { CLOSE_MARK } from '../../bridge-protocol/paintedDocument';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { displayText } from '../rules/displayText';
import { CloseIcon, MessengerIcon } from './Icons';
import { widgetColors, type WidgetColors } from '../rules/widgetColors';
import { buttonSizeClasses, type ButtonStep } from './buttonSize';
import { ActionButton } from './ActionButton';
import { EditableText } from './EditableText';
import { useIsEditing } from './editMode';
import { isSidePlacement, type MediaPlacement } from '../rules/mediaPlacement';
import { usesMediaBackground, widgetMedia } from '../rules/widgetMedia';
import { MediaAt } from './MediaAt';
import { MessengerAction } from './MessengerAction';
import { MediaBackground, ON_MEDIA_TEXT } from './MediaBackground';
import { MediaRow } from './MediaRow';
import { overlayColor, overlayOpacity, VIDEO_OVERLAY_OPACITY } from './overlayStyle';
import { useOnceWarning } from './useOnceWarning';
import { PoweredBy } from './PoweredBy';
import { FOCUS_RING, MOTION, optionalStyle } from './embedStyles';
import type { RenderNextStep } from './nextStepLook';
import { successContent } from '../rules/successContent';
import { SuccessView } from './SuccessView';
import { TYPE } from './typeScale';

export const OVERLAY_SKINS = {
  light: {
    surface: 'bg-white text-slate-900',
    ring: 'ring-1 ring-slate-900/5',
    description: 'text-slate-600',
    muted: 'text-slate-500',
    close: 'text-slate-500 hover:bg-slate-900/5 hover:text-slate-900',
    // Over a picture that bleeds to the card's edge (MediaRow.tsx): a disc of the surface under the ×.
    closeOnPicture: 'group-has-data-media-bleed/card:bg-white/90 group-has-data-media-bleed/card:shadow-sm group-has-data-media-bleed/card:backdrop-blur-sm',
    tone: 'light',
  },
  dark: {
    surface: 'bg-slate-900 text-white',
    ring: 'ring-1 ring-white/10',
    description: 'text-slate-300',
    muted: 'text-slate-400',
    close: 'text-slate-300 hover:bg-white/10 hover:text-white',
    closeOnPicture: 'group-has-data-media-bleed/card:bg-slate-900/85 group-has-data-media-bleed/card:shadow-sm group-has-data-media-bleed/card:backdrop-blur-sm',
    tone: 'dark',
  },
  // The takeover's brand-colour field (issue 49): the accent is the surface, its readable ink the text.
  brand: {
    // Two soft lights over the accent (a lighter top corner, a deeper foot): a field, not a flat fill, in any accent.
    surface: 'bg-accent text-on-accent [background-image:radial-gradient(circle_at_15%_0%,rgb(255_255_255/0.2),transparent_50%),radial-gradient(circle_at_90%_100%,rgb(0_0_0/0.2),transparent_55%)]',
    ring: '',
    description: 'text-on-accent',
    muted: 'text-on-accent',
    close: 'text-on-accent hover:bg-on-accent/10',
    closeOnPicture: '',
    tone: 'accent',
  },
} as const;

export type OverlaySkin = (typeof OVERLAY_SKINS)[keyof typeof OVERLAY_SKINS];

export function overlaySkin(main: WidgetMain): OverlaySkin {
  // Over a background picture or video the overlay is dark: the dark skin keeps text and close button legible.
  if (main.skin === 'dark' || usesMediaBackground(main)) return OVERLAY_SKINS.dark;
  return main.skin === 'brand' ? OVERLAY_SKINS.brand : OVERLAY_SKINS.light;
}

/** The call to action's colours: the accent, or in reverse on the accent's own surface (the brand skin). */
const BUTTON_TONE = {
  accent: 'bg-accent text-on-accent hover:bg-accent-hover active:bg-accent-active',
  reverse: 'bg-on-accent text-accent hover:opacity-90 active:opacity-80',
} as const;

export { optionalStyle };

export function CloseButton({
  onClose,
  skin,
  colors,
  large = false,
  className = '',
}: {
  onClose: () => void;
  skin: OverlaySkin;
  colors: WidgetColors;
  large?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label="Close"
      {...CLOSE_MARK}
      onClick={onClose}
      className={`inline-flex ${large ? 'size-11' : 'size-9'} cursor-pointer items-center justify-center rounded-full ${skin.close} ${skin.closeOnPicture} ${FOCUS_RING} ${MOTION} ${className}`}
      style={optionalStyle({ color: colors.headline })}
    >
      <CloseIcon className={large ? 'size-6' : 'size-5'} />
    </button>
  );
}

/** The heading the content shows, '' when the operator left it empty (the dialog is then named by aria-label). */
export function contentTitle(main: WidgetMain, submitted: WidgetSubmitted, isSubmitted: boolean): string {
  return displayText(isSubmitted ? submitted.title : main.title);
}

/** aria-labelledby the visible heading when there is one, else aria-label with the fallback name. */
export function dialogName(hasTitle: boolean, titleId: string, label: string): { 'aria-labelledby'?: string; 'aria-label'?: string } {
  return hasTitle ? { 'aria-labelledby': titleId } : { 'aria-label': label };
}

export interface CardContentProps {
  main: WidgetMain;
  submitted: WidgetSubmitted;
  isSubmitted: boolean;
  /** id of the heading, for the dialog's aria-labelledby. */
  titleId: string;
  /** 'card' for modal and slide-in, 'hero' for the page takeover. */
  variant: 'card' | 'hero';
  /** The media inside the content (default: a card's; the takeover's only in its column layout, rules/takeoverLayout.ts). */
  showMedia?: boolean;
  /** Chat link (with the reference value) for the success button; null renders a button that closes the widget. */
  messengerUrl: string | null;
  onSubmit: () => void;
  onClose: () => void;
  /** Text colour classes when the layout does not use the skin (takeover over an image). */
  skin: OverlaySkin;
  /** The "Powered by" line under the content; false when the layout draws its own footer (takeover). */
  footer?: boolean;
  /** The widget is shown: a background video plays only then. */
  isDisplayed?: boolean;
  /**
   * A "No thanks" text link under the call to action (the modal and the takeover, when closable): the
   * polite way out beside the ×, as a manual close (SPEC §4 repeat rules apply). Not on the success view.
   */
  onDecline?: () => void;
  /** The owner's next step under the success view (widgets/nextStepRenderer.tsx); absent: none. */
  renderNextStep?: RenderNextStep;
}

/** The text of the decline link under an overlay's call to action. */
export const DECLINE_TEXT = 'No thanks';

/** Spacing between the blocks of the content, per layout size (the type itself is parts/typeScale.ts). */
const SPACE = {
  card: { description: 'mt-3', media: 'mb-6', action: 'mt-7 @lg:mt-8', footer: 'mt-5' },
  hero: { description: 'mt-5 @lg:mt-6', media: 'mb-8', action: 'mt-9 @lg:mt-10', footer: 'mt-6' },
} as const;

export function CardContent({ main, submitted, isSubmitted, titleId, variant, showMedia = variant === 'card', messengerUrl, onSubmit, onClose, skin, footer = true, isDisplayed = true, onDecline, renderNextStep }: CardContentProps) {
  const colors = widgetColors(main.colors);
  const type = TYPE[variant];
  const space = SPACE[variant];
  const fallbackStep: ButtonStep = variant === 'hero' ? 'large' : 'medium';
  // #0073E0, not Messenger's #0084FF: white text on #0084FF is 3.7:1, under WCAG AA's 4.5:1 (axe, issue 4).
  const buttonClasses = `inline-flex w-full max-w-sm cursor-pointer items-center justify-center gap-2 rounded-control font-semibold no-underline shadow-sm ${BUTTON_TONE[skin.tone === 'accent' ? 'reverse' : 'accent']} disabled:cursor-not-allowed disabled:opacity-50 @lg:w-auto ${buttonSizeClasses(main.buttonSize, fallbackStep)} ${FOCUS_RING} ${MOTION}`;
  const buttonStyle = optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });

  const title = contentTitle(main, submitted, isSubmitted);
  const description = displayText(main.desc);
  // Editing mode edits the main content only, and keeps its empty fields on screen to be filled in.
  const editing = useIsEditing() && !isSubmitted;
  const showDescription = (description !== '' || editing) && main.showDescription !== false;
  const ctaText = displayText(main.ctaText) || 'Send to Messenger';
  const offer = offerLabel(main);

  // Media (SPEC §2): the takeover ('hero') lays out its own picture but in its column layout (PageTakeover.tsx).
  const { media: resolvedMedia, warning: mediaWarning } = widgetMedia(main, submitted, isSubmitted);
  useOnceWarning(mediaWarning);
  const media = showMedia ? resolvedMedia : null;
  const inCard = media !== null && media.template === 'simple' ? media : null;
  const asBackground = media !== null && media.template === 'mediaBackground' ? media : null;
  const side = inCard !== null && isSidePlacement(inCard.placement) ? inCard.placement : null;
  const descriptionTone = asBackground !== null ? ON_MEDIA_TEXT : skin.description;
  const mediaAt = (placement: MediaPlacement, gap: string) => <MediaAt media={inCard} at={placement} className={gap} />;

  // The owner's next step (rules/nextStep.ts), where the call to action stood, in its look.
  const successAction = renderNextStep?.({ className: buttonClasses, style: buttonStyle, onClose, dark: skin.tone === 'dark' || asBackground !== null }) ?? null;

  const content = (
    <div className={`relative flex min-w-0 flex-1 flex-col items-center text-center ${asBackground !== null ? 'text-white' : ''}`}>
      {mediaAt('aboveHeadline', space.media)}
      {isSubmitted ? (
        <>
          <SuccessView
            layout="stack"
            scale={variant}
            tone={asBackground !== null ? 'media' : skin.tone}
            content={successContent(submitted)}
            colors={colors}
            titleId={titleId}
          />
          {mediaAt('aboveDescription', 'mt-5')}
          {mediaAt('belowDescription', 'mt-6')}
          {successAction !== null && <div className={`${space.action} flex w-full justify-center`}>{successAction}</div>}
        </>
      ) : (
        <>
          {offer !== null && <OfferTicket label={offer} size={variant} className={space.media} />}
          {(title !== '' || editing) && (
            <h2 id={titleId} className={`${type.title} break-words text-balance`} style={optionalStyle({ color: colors.headline })}>
              <EditableText field={editing ? 'title' : null} text={title} />
            </h2>
          )}
          {mediaAt('aboveDescription', 'mt-5')}
          {showDescription && (
            <p className={`${space.description} ${type.description} break-words text-pretty ${descriptionTone}`} style={optionalStyle({ color: colors.description })}>
              <EditableText field={editing ? 'desc' : null} text={description} />
            </p>
          )}
          {mediaAt('belowDescription', 'mt-6')}
          <div className={`${space.action} flex w-full flex-col items-center gap-3`}>
            <MessengerAction
              cta={(disabled) => (
                <ActionButton onClick={onSubmit} disabled={disabled} className={buttonClasses} style={buttonStyle}>
                  <MessengerIcon className="size-[1.25em] shrink-0" />
                  <span>
                    <EditableText field={editing ? 'ctaText' : null} text={ctaText} />
                  </span>
                </ActionButton>
              )}
              linkClassName={buttonClasses}
              linkStyle={buttonStyle}
            />
            {onDecline !== undefined && !editing && (
              <button
                type="button"
                data-decline=""
                {...CLOSE_MARK}
                onClick={onDecline}
                className={`cursor-pointer rounded px-2 py-1 text-sm font-medium underline-offset-4 hover:underline ${descriptionTone} ${FOCUS_RING}`}
                style={optionalStyle({ color: colors.description })}
              >
                {DECLINE_TEXT}
              </button>
            )}
          </div>
        </>
      )}
      {footer && (
        <div className={space.footer}>
          <PoweredBy className={asBackground !== null ? ON_MEDIA_TEXT : skin.muted} color={asBackground !== null ? undefined : colors.description} />
        </div>
      )}
    </div>
  );

  if (asBackground === null && side === null) return content;
  return (
    <>
      {asBackground !== null && (
        <MediaBackground
          className="rounded-[inherit]"
          play={isDisplayed}
          content={asBackground.content}
          overlay={{
            color: overlayColor(main) ?? '#000000',
            opacity: asBackground.content.kind === 'video' ? VIDEO_OVERLAY_OPACITY : overlayOpacity(main.opacity),
          }}
        />
      )}
      <MediaRow side={side} content={inCard?.content ?? null} wide="lg" columnClassName="">
        {content}
      </MediaRow>
    </>
  );
}
