/**
 * The SMS modal (SPEC §2 "SMS modal"): the modal pop-up's chrome (640 px card over a backdrop, dialog
 * with a focus trap, Escape / backdrop / × close a closable widget) around the SMS form.
 */
import { useId, useRef } from 'react';
import { CloseButton, dialogName, optionalStyle, overlaySkin } from '../../parts/CardContent';
import { EditableText } from '../../parts/EditableText';
import { useIsEditing } from '../../parts/editMode';
import { SURFACE_ALPHA, withAlpha } from '../../parts/embedStyles';
import { CARD_SHADOW } from '../../parts/shadows';
import { ModalBackdrop, modalCardMotion } from '../../parts/ModalBackdrop';
import { motionTiming } from '../../rules/motion';
import { useEscapeKey } from '../../parts/useEscapeKey';
import { useFocusTrap } from '../../parts/useFocusTrap';
import { SuccessView } from '../../parts/SuccessView';
import { TYPE } from '../../parts/typeScale';
import { SMS_SUCCESS_TEXT, successContent } from '../../rules/successContent';
import { displayText } from '../../rules/displayText';
import { widgetColors } from '../../rules/widgetColors';
import type { SmsLayoutProps } from './SmsCard';
import { smsColors } from './smsColors';
import { PoweredBy } from '../../parts/PoweredBy';
import { SmsOptIn } from './SmsOptIn';

export function SmsModal({ widget, isSubmitted, label, actor, phoneData, isDisplayed, onClose }: SmsLayoutProps & { isDisplayed: boolean; onClose: () => void }) {
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const { main, submitted } = widget.data;
  const skin = overlaySkin(main);
  const colors = widgetColors(main.colors);
  const text = smsColors(main.colors);
  const closable = main.allowHide !== false;
  const editing = useIsEditing() && !isSubmitted;
  const title = displayText(main.title);
  const description = displayText(main.desc);
  const showDescription = (description !== '' || editing) && main.showDescription !== false;
  // The dialog's name: the heading on screen (the success view's own once submitted).
  const named = isSubmitted || title !== '';

  // The dialog itself takes focus when it opens, not the country button: no ring on a control the
  // visitor has not gone to (issue 16); Tab reaches the form.
  useFocusTrap(cardRef, isDisplayed, isSubmitted, useIsEditing() ? 'none' : 'container');
  useEscapeKey(isDisplayed && closable, onClose);

  return (
    <div className="@container relative isolate flex h-[var(--mc-vh,100dvh)] w-full items-center justify-center overflow-hidden p-4 font-sans antialiased">
      <ModalBackdrop isDisplayed={isDisplayed} opacity={main.opacity} onClick={closable ? onClose : undefined} />
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        data-exit-motion=""
        {...dialogName(named, titleId, label)}
        tabIndex={-1}
        data-testid="sms-modal"
        className={`relative max-h-full w-full max-w-[640px] overflow-y-auto overscroll-contain rounded-2xl px-6 pt-12 pb-8 ${CARD_SHADOW} outline-none @lg:px-12 @lg:pb-10 ${skin.surface} ${skin.ring} ${modalCardMotion(isDisplayed)}`}
        style={{ ...motionTiming('modal'), ...optionalStyle({ backgroundColor: withAlpha(colors.background, SURFACE_ALPHA) }) }}
      >
        <div className="mx-auto flex max-w-md flex-col items-center text-center">
          {isSubmitted ? (
            <SuccessView
              layout="stack"
              scale="card"
              tone={skin.tone}
              content={successContent(submitted, SMS_SUCCESS_TEXT)}
              colors={{ ...colors, headline: text.headline, description: text.description }}
              titleId={titleId}
            />
          ) : (
            <>
              {(title !== '' || editing) && (
                <h2 id={titleId} className={`break-words text-balance ${TYPE.card.title}`} style={optionalStyle({ color: text.headline })}>
                  <EditableText field={editing ? 'title' : null} text={title} />
                </h2>
              )}
              {showDescription && (
                <p className={`mt-3 break-words text-pretty ${TYPE.card.description} ${skin.description}`} style={optionalStyle({ color: text.description })}>
                  <EditableText field={editing ? 'desc' : null} text={description} />
                </p>
              )}
              <div className="mt-7 w-full">
                <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={main.skin === 'dark'} />
              </div>
            </>
          )}
          <div className="mt-5">
            <PoweredBy className={skin.muted} />
          </div>
        </div>
        {closable && <CloseButton onClose={onClose} skin={skin} colors={colors} className="absolute top-3 right-3" />}
      </div>
    </div>
  );
}
