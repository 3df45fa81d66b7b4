/**
 * The SMS card (SPEC §2 "SMS card"): the `box` type on the sms channel, embedded in the host's
 * `data-widget-id` anchor like the messenger box (same width rules, 350 px by default). Title,
 * description, the phone form and the legal text; after a successful opt-in the success content. A
 * template's picture sits at its placement inside the card (sms/rules/smsMedia.ts).
 */
import { OfferTicket } from '../../parts/OfferTicket';
import { TwoStepGate } from '../../parts/TwoStepGate';
import { offerLabel, twoStepYesText } from '../../rules/templateFeatures';
import { MEDIA_BLEED } from '../../parts/mediaBleed';
import type { MergedWidget } from '../../config/mergeWidget';
import { EditableText } from '../../parts/EditableText';
import { useIsEditing } from '../../parts/editMode';
import { embedSkin, optionalStyle, surfaceBackground } from '../../parts/embedStyles';
import { PoweredBy } from '../../parts/PoweredBy';
import { SuccessView } from '../../parts/SuccessView';
import { NextStepAction } from '../../widgets/NextStepAction';
import { ctaButtonClassName, ctaButtonStyle } from '../../parts/CtaButton';
import type { NextStep } from '../../rules/nextStep';
import { TYPE } from '../../parts/typeScale';
import { SMS_SUCCESS_TEXT, successContent } from '../../rules/successContent';
import { displayText } from '../../rules/displayText';
import { widgetColors } from '../../rules/widgetColors';
import { smsColors } from './smsColors';
import { SmsOptIn } from './SmsOptIn';
import type { SmsOptInActor } from './useSmsOptIn';
import type { PhoneData } from '../services/phoneData';
import { useRef } from 'react';
import { useFormHeightHold } from '../../parts/useFormHeightHold';
import { useOnceWarning } from '../../parts/useOnceWarning';
import { MediaAt } from '../../parts/MediaAt';
import { MediaRow } from '../../parts/MediaRow';
import { smsMedia } from '../rules/smsMedia';

export interface SmsLayoutProps {
  widget: MergedWidget;
  isSubmitted: boolean;
  label: string;
  actor: SmsOptInActor;
  phoneData: PhoneData | null;
  /** The success view's next step (rules/nextStep.ts); absent: the message alone. */
  nextStep?: NextStep | null;
}

export function SmsCard({ widget, isSubmitted, label, actor, phoneData, defaultSize, nextStep = null }: SmsLayoutProps & { defaultSize: boolean }) {
  const { main, submitted } = widget.data;
  const skin = embedSkin(main.skin);
  const colors = widgetColors(main.colors);
  const text = smsColors(main.colors);
  const editing = useIsEditing() && !isSubmitted;
  // After the opt-in the success view (parts/SuccessView.tsx) replaces title, description and form.
  const title = isSubmitted ? '' : displayText(main.title);
  const description = isSubmitted ? '' : displayText(main.desc);
  const showDescription = (description !== '' || editing) && main.showDescription !== false;
  const cardRef = useRef<HTMLElement>(null);
  const hold = useFormHeightHold(cardRef, isSubmitted);
  const { media, side, warning } = smsMedia(main, submitted, isSubmitted);
  useOnceWarning(warning);
  const offer = offerLabel(main);
  // Under the text, in the text's column beside a picture (the picture runs to the card's foot).
  const poweredBy = defaultSize ? null : <PoweredBy className={`${isSubmitted ? 'mt-auto' : ''} ${skin.muted}`} color={text.description} />;

  return (
    <section
      ref={cardRef}
      role="region"
      aria-label={label}
      data-testid="sms-card"
      className={`@container relative isolate flex w-full flex-col overflow-hidden rounded-card border font-widget antialiased ${skin.surface}`}
      style={{ ...surfaceBackground(colors.background), ...hold }}
    >
      {/* Fills a held height (parts/useFormHeightHold.ts) with its content centred. */}
      <div className={`flex flex-1 flex-col items-center justify-center gap-4 px-5 py-6 text-center @sm:px-7 @sm:py-7 ${MEDIA_BLEED.box}`}>
        <MediaRow side={side} content={media?.content ?? null} wide="lg" columnClassName="items-center justify-center gap-4">
          <MediaAt media={media} at="aboveHeadline" className="mb-1" />
          {isSubmitted && (
            // In a held height the success sits in the middle and "Powered by" at the foot (both auto margins).
            <div className="mt-auto w-full">
              <SuccessView
                layout="stack"
                scale="embed"
                tone={main.skin === 'dark' ? 'dark' : 'light'}
                content={successContent(submitted, SMS_SUCCESS_TEXT)}
                colors={{ ...colors, headline: text.headline, description: text.description }}
                action={nextStep !== null && <NextStepAction step={nextStep} className={ctaButtonClassName('m', false)} style={ctaButtonStyle(colors)} codeText="above" dark={main.skin === 'dark'} />}
              />
            </div>
          )}
          {offer !== null && !isSubmitted && <OfferTicket label={offer} />}
          {(title !== '' || editing) && (
            <h2 className={`break-words text-balance ${TYPE.embed.title}`} style={optionalStyle({ color: text.headline })}>
              <EditableText field={editing ? 'title' : null} text={title} />
            </h2>
          )}
          <MediaAt media={media} at="aboveDescription" className="" />
          {showDescription && (
            <p className={`break-words text-pretty ${TYPE.embed.description} ${skin.description}`} style={optionalStyle({ color: text.description })}>
              <EditableText field={editing ? 'desc' : null} text={description} />
            </p>
          )}
          <MediaAt media={media} at="belowDescription" className="" />
          {!isSubmitted && (
            <TwoStepGate yesText={twoStepYesText(main)} size="m">
              <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={main.skin === 'dark'} />
            </TwoStepGate>
          )}
          {side !== null && poweredBy}
        </MediaRow>
        {side === null && poweredBy}
      </div>
    </section>
  );
}
