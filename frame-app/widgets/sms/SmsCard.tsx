/**
 * The SMS card (SPEC §2 "SMS card"): the `box` type on the sms channel, embedded in the host's
 * `data-widget-id` anchor like the messenger box (same width rules, 350 px by default). Title,
 * description, the phone form and the legal text; after a successful opt-in the success content.
 */
import type { MergedWidget } from '../../config/mergeWidget';
import { EditableText } from '../../parts/EditableText';
import { useIsEditing } from '../../parts/editMode';
import { backgroundAlpha, embedSkin, optionalStyle, withAlpha } from '../../parts/embedStyles';
import { PoweredBy } from '../../parts/PoweredBy';
import { SUCCESS_LABEL, SuccessLabel } from '../../parts/SuccessLabel';
import { displayText } from '../../rules/displayText';
import { widgetColors } from '../../rules/widgetColors';
import { smsColors } from './smsColors';
import { SmsOptIn } from './SmsOptIn';
import type { SmsOptInActor } from './useSmsOptIn';
import type { PhoneData } from '../../services/phoneData';

export interface SmsLayoutProps {
  widget: MergedWidget;
  isSubmitted: boolean;
  label: string;
  actor: SmsOptInActor;
  phoneData: PhoneData | null;
}

export function SmsCard({ widget, isSubmitted, label, actor, phoneData, defaultSize }: SmsLayoutProps & { defaultSize: boolean }) {
  const { main, submitted } = widget.data;
  const skin = embedSkin(main.skin);
  const colors = widgetColors(main.colors);
  const text = smsColors(main.colors);
  const editing = useIsEditing() && !isSubmitted;
  const rawTitle = displayText(isSubmitted ? submitted.title : main.title);
  const title = isSubmitted && rawTitle.trim() === SUCCESS_LABEL ? '' : rawTitle;
  const description = displayText(isSubmitted ? submitted.desc : main.desc);
  const showDescription = (description !== '' || editing) && (isSubmitted || main.showDescription !== false);

  return (
    <section
      role="region"
      aria-label={label}
      data-testid="sms-card"
      className={`@container relative isolate w-full overflow-hidden rounded-2xl border font-sans antialiased ${skin.surface}`}
      style={optionalStyle({ backgroundColor: withAlpha(colors.background, backgroundAlpha('box')) })}
    >
      <div className="flex flex-col items-center gap-4 px-5 py-6 text-center @sm:px-7 @sm:py-7">
        {isSubmitted && <SuccessLabel className={skin.success} />}
        {(title !== '' || editing) && (
          <h2 className="text-lg leading-snug font-semibold break-words text-balance @sm:text-xl" style={optionalStyle({ color: text.headline })}>
            <EditableText field={editing ? 'title' : null} text={title} />
          </h2>
        )}
        {showDescription && (
          <p className={`text-sm leading-relaxed break-words text-pretty @sm:text-[0.95rem] ${skin.description}`} style={optionalStyle({ color: text.description })}>
            <EditableText field={editing ? 'desc' : null} text={description} />
          </p>
        )}
        {!isSubmitted && <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={main.skin === 'dark'} />}
        {!defaultSize && <PoweredBy className={skin.muted} />}
      </div>
    </section>
  );
}
