/**
 * The SMS modal (SPEC §2 "SMS modal"): the modal pop-up's chrome (a 448 px card over a backdrop, dialog
 * with a focus trap, Escape / backdrop / × close a closable widget) around the SMS form; 640 px with a
 * picture beside the text, as the Messenger modal (rules/modalWidth.ts; sms/rules/smsMedia.ts).
 * Under 640 px (issue 49, rules/phoneLayout.ts) the picture is left out, in CSS so that the server's
 * painted view holds for every width, and the card stays under 60 % of a 375 × 812 phone. A closable
 * modal has a "No thanks" under the form, closing it as its × does.
 */
import { OfferTicket } from '../../parts/OfferTicket';
import { TwoStepGate } from '../../parts/TwoStepGate';
import { offerLabel, twoStepYesText } from '../../rules/templateFeatures';
import { useId } from 'react';
import { optionalStyle, overlaySkin } from '../../parts/CardContent';
import { EditableText } from '../../parts/EditableText';
import { useIsEditing } from '../../parts/editMode';
import { ModalDialog } from '../../parts/ModalDialog';
import { SuccessView } from '../../parts/SuccessView';
import { NextStepAction } from '../../widgets/NextStepAction';
import { ctaButtonClassName, ctaButtonStyle } from '../../parts/CtaButton';
import { TYPE } from '../../parts/typeScale';
import { SMS_SUCCESS_TEXT, successContent } from '../../rules/successContent';
import { displayText } from '../../rules/displayText';
import { widgetColors } from '../../rules/widgetColors';
import type { SmsLayoutProps } from './SmsCard';
import { smsColors } from './smsColors';
import { PoweredBy } from '../../parts/PoweredBy';
import { SmsOptIn } from './SmsOptIn';
import { useOnceWarning } from '../../parts/useOnceWarning';
import { MediaAt } from '../../parts/MediaAt';
import { MediaRow } from '../../parts/MediaRow';
import { smsMedia } from '../rules/smsMedia';
import { DECLINE_TEXT } from '../../parts/CardContent';
import { CLOSE_MARK } from '../../../bridge-protocol/paintedDocument';
import { FOCUS_RING } from '../../parts/embedStyles';

// Below Tailwind's `sm` (640 px, rules/phoneLayout.ts PHONE_MAX_WIDTH) the media spots are not drawn.
const NO_MEDIA_ON_PHONES = 'max-sm:[&_[data-media-placement]]:hidden';

export function SmsModal({ widget, isSubmitted, label, actor, phoneData, isDisplayed, onClose, nextStep = null }: SmsLayoutProps & { isDisplayed: boolean; onClose: () => void }) {
  const titleId = useId();
  const { main, submitted } = widget.data;
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const text = smsColors(main.colors);
  const editing = useIsEditing() && !isSubmitted;
  const title = displayText(main.title);
  const description = displayText(main.desc);
  const showDescription = (description !== '' || editing) && main.showDescription !== false;
  const { media, side, warning } = smsMedia(main, submitted, isSubmitted);
  useOnceWarning(warning);
  const offer = offerLabel(main);

  // Tab reaches the form; the dialog is named by the heading on screen (the success view's own once submitted).
  return (
    <ModalDialog
      isDisplayed={isDisplayed}
      isSubmitted={isSubmitted}
      opacity={main.opacity}
      closable={main.allowHide !== false}
      onClose={onClose}
      named={isSubmitted || title !== ''}
      titleId={titleId}
      label={label}
      skin={skin}
      colors={colors}
      testId="sms-modal"
      width={side !== null ? 'media' : 'text'}
    >
      <div className={`contents ${NO_MEDIA_ON_PHONES}`}>
      <MediaRow side={side} content={media?.content ?? null} wide="lg" columnClassName="">
        <div className="mx-auto flex w-full max-w-md flex-col items-center text-center">
          <MediaAt media={media} at="aboveHeadline" className="mb-6" />
          {isSubmitted ? (
            <>
              <SuccessView
                layout="stack"
                scale="card"
                tone={skin.tone}
                content={successContent(submitted, SMS_SUCCESS_TEXT)}
                colors={{ ...colors, headline: text.headline, description: text.description }}
                titleId={titleId}
                action={nextStep !== null && <NextStepAction step={nextStep} className={ctaButtonClassName('m', false)} style={ctaButtonStyle(colors)} codeText="above" dark={skin.tone === 'dark'} />}
              />
              <MediaAt media={media} at="aboveDescription" className="mt-5" />
              <MediaAt media={media} at="belowDescription" className="mt-6" />
            </>
          ) : (
            <>
              {offer !== null && <OfferTicket label={offer} className="mb-5" />}
              {(title !== '' || editing) && (
                <h2 id={titleId} className={`break-words text-balance ${TYPE.card.title}`} style={optionalStyle({ color: text.headline })}>
                  <EditableText field={editing ? 'title' : null} text={title} />
                </h2>
              )}
              <MediaAt media={media} at="aboveDescription" className="mt-5" />
              {showDescription && (
                <p className={`mt-3 break-words text-pretty ${TYPE.card.description} ${skin.description}`} style={optionalStyle({ color: text.description })}>
                  <EditableText field={editing ? 'desc' : null} text={description} />
                </p>
              )}
              <MediaAt media={media} at="belowDescription" className="mt-6" />
              <div className="mt-7 w-full max-sm:mt-5">
                <TwoStepGate yesText={twoStepYesText(main)} size="m">
                  <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={main.skin === 'dark'} />
                </TwoStepGate>
              </div>
              {main.allowHide !== false && !editing && (
                <button
                  type="button"
                  data-decline=""
                  {...CLOSE_MARK}
                  onClick={onClose}
                  className={`mt-2 cursor-pointer rounded px-2 py-1 text-sm font-medium underline-offset-4 hover:underline ${skin.description} ${FOCUS_RING}`}
                  style={optionalStyle({ color: text.description })}
                >
                  {DECLINE_TEXT}
                </button>
              )}
            </>
          )}
          <div className="mt-5 max-sm:mt-3">
            <PoweredBy className={skin.muted} color={text.description} />
          </div>
        </div>
      </MediaRow>
      </div>
    </ModalDialog>
  );
}
