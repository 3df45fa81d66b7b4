/**
 * The bar layout (SPEC §2 "Bar"): a full-width strip with the title, the description, the call to
 * action and an optional close button; after submit, the success content of data.submitted.
 *
 * Presentational: everything arrives as props, every action leaves as a callback. Configured text is a
 * React text child, never markup. Responsive to its own width through a container query (`@container`
 * on the section), because the width that matters is the iframe's (or the QA stage's), not the window
 * the CSS happens to run in; while the frame is hidden, frameLayout gives the root the viewport width,
 * so the first measured height is already the compact or the wide one.
 *
 * - Compact (container under 48rem: phones): ONE row of at most 64 px, a grid of text | call to action,
 *   the close button at its end. The title takes up to two lines; the description is dropped (shown only when there is no
 *   title); a second line under the title, when needed, holds the messenger checkbox (checkbox mode) and
 *   the title gives way to the "waiting for your confirmation" status. The button and the close button
 *   keep their touch size (44 px high, 40×40); "Powered by" has no room there.
 * - Wide: title/description, call to action and "Powered by" as ONE group, centred, with even gaps: no
 *   dead space between the text and the button.
 * - The × sits at the bar's end, vertically centred, where a visitor looks for it, at the same place
 *   before and after submit (wide, it moved 140 px when it was part of the group and the group lost its
 *   button).
 * - After submit: the success row in the text's place and the owner's next step (rules/nextStep.ts) in
 *   the call to action's, at the height the form had (useFormHeightHold).
 */
import { CLOSE_MARK } from '../../bridge-protocol/paintedDocument';
import { useRef, useState } from 'react';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { ActionButton } from '../parts/ActionButton';
import { EditableText } from '../parts/EditableText';
import { useIsEditing } from '../parts/editMode';
import { checkboxPosition, OptInCheckbox } from '../parts/OptInCheckbox';
import { AWAITING_OPT_IN, MessengerAction } from '../parts/MessengerAction';
import { PoweredBy } from '../parts/PoweredBy';
import { useMessengerView } from '../parts/messengerView';
import { useEscapeKey } from '../parts/useEscapeKey';
import { DEFAULT_CHECKBOX_TEXT } from './CheckboxWidget';
import { displayText } from '../rules/displayText';
import { CloseIcon, MessengerIcon } from '../parts/Icons';
import { SuccessView } from '../parts/SuccessView';
import { successContent } from '../rules/successContent';
import { nextStep, type NextStepDefault } from '../rules/nextStep';
import { NextStepAction } from './NextStepAction';
import { useFormHeightHold } from '../parts/useFormHeightHold';
import { widgetColors, type WidgetColors } from '../rules/widgetColors';
import { FOCUS_RING, MOTION, optionalStyle, surfaceBackground } from '../parts/embedStyles';

export interface BarProps {
  main: WidgetMain;
  submitted: WidgetSubmitted;
  isSubmitted: boolean;
  /** Accessible name of the region: the title, or a fallback when the operator left it empty. */
  label: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The m.me link for the success view's "Go to Messenger"; null without a usable page id. */
  chatLink: string | null;
  /** The success view's next step when the owner chose none (rules/nextStep.ts). */
  nextStepDefault: NextStepDefault;
}

const SKINS = {
  // A pale surface of the accent's hue (--color-accent-tint, brandTheme.ts) and an accent edge: the bar
  // stands out from a white or off-white page (white with a hairline did not), and a brand theme
  // recolours it with its button. Dark text reads on any such tint (readableColor.ts `tinted`).
  light: {
    surface: 'bg-accent-tint text-slate-900 border-accent',
    description: 'text-slate-600',
    close: 'text-slate-600 hover:bg-slate-900/5 hover:text-slate-900',
  },
  dark: {
    surface: 'bg-slate-900 text-white border-slate-700',
    description: 'text-slate-300',
    close: 'text-slate-300 hover:bg-white/10 hover:text-white',
  },
} as const;

type BarSkin = (typeof SKINS)[keyof typeof SKINS];


/**
 * The row: compact, a grid (text | call to action, the × in its right padding; a second line under the text only when
 * something stands there); wide (@3xl, 48rem), one centred flex group. Every class below that names a
 * column or a row is for the compact grid; flex ignores them.
 */
const ROW =
  'grid min-h-15 grid-cols-[minmax(0,1fr)_auto] content-center items-center gap-x-2.5 py-2 pr-14 pl-3 ' +
  '@3xl:mx-auto @3xl:flex @3xl:w-fit @3xl:max-w-full @3xl:min-h-0 @3xl:gap-x-6 @3xl:px-16 @3xl:py-3';
/** The compact cell of the call to action: beside the text, across both lines when there are two. */
function cell(column: 'col-start-2', twoLines: boolean): string {
  return `${column} row-start-1 ${twoLines ? 'row-span-2' : ''}`;
}
/**
 * The second compact line, under the text: the messenger checkbox (the plugin's slot or our own). The
 * plugin draws at its own width; on a 320 px phone that is wider than the text column, so the compact
 * slot clips it rather than letting it run under the button.
 */
const UNDER_TEXT = 'col-start-1 row-start-2 mt-1 min-w-0 text-sm @3xl:mt-0';
const PLUGIN_UNDER_TEXT =
  '[&>[data-plugin-cell]]:col-start-1 [&>[data-plugin-cell]]:row-start-2 [&>[data-plugin-cell]]:mt-1 ' +
  '[&>[data-plugin-cell]]:min-w-0 [&>[data-plugin-cell]]:overflow-hidden [&>[data-plugin-cell]]:text-sm [&>[data-plugin-cell]]:whitespace-nowrap ' +
  '@3xl:[&>[data-plugin-cell]]:mt-0 @3xl:[&>[data-plugin-cell]]:overflow-visible';
/** With the checkbox under the title, the call to action's stand-in stack (MessengerAction.tsx) takes the button's cell beside both. */
const STACK_BESIDE_TEXT = '[&>[data-messenger-cta]]:col-start-2 [&>[data-messenger-cta]]:row-start-1 [&>[data-messenger-cta]]:row-span-2';

interface BarTextProps {
  title: string;
  description: string;
  showDescription: boolean;
  /** The button flow waits for the opt-in: the status takes the description's place. */
  awaiting: boolean;
  /** The compact row's second line is taken (checkbox mode): the title keeps one line. */
  lineUnder: boolean;
  isSubmitted: boolean;
  editing: boolean;
  skin: BarSkin;
  colors: WidgetColors;
  submitted: WidgetSubmitted;
  dark: boolean;
}

/** Title, description (or the waiting status); after submit, the success view in their place. */
function BarText({ title, description, showDescription, awaiting, lineUnder, isSubmitted, editing, skin, colors, submitted, dark }: BarTextProps) {
  if (isSubmitted) {
    return (
      <div className="col-start-1 row-start-1 flex min-w-0 items-center">
        <SuccessView layout="row" compact tone={dark ? 'dark' : 'light'} content={successContent(submitted)} colors={colors} />
      </div>
    );
  }
  const hasTitle = title !== '' || editing;
  // Compact: at most two lines in all (one when the checkbox stands under the text); editing mode keeps
  // every field whole on screen, to be edited.
  const clamp = editing ? '' : `${lineUnder ? 'line-clamp-1' : 'line-clamp-2'} @3xl:line-clamp-none`;
  return (
    <div className="col-start-1 row-start-1 flex min-w-0 items-center gap-3">
      <div className="min-w-0 @3xl:max-w-xl">
        {hasTitle && (
          <h2
            className={`text-sm leading-tight font-semibold text-balance @3xl:text-base @3xl:text-pretty @3xl:leading-snug ${awaiting ? 'hidden @3xl:block' : clamp}`}
            style={optionalStyle({ color: colors.headline })}
          >
            <EditableText field={editing ? 'title' : null} text={title} />
          </h2>
        )}
        {showDescription && !awaiting && (
          <p
            className={`text-sm leading-snug text-pretty @3xl:mt-0.5 ${skin.description} ${hasTitle && !editing ? 'hidden @3xl:block' : clamp}`}
            style={optionalStyle({ color: colors.description })}
          >
            <EditableText field={editing ? 'desc' : null} text={description} />
          </p>
        )}
        {awaiting && (
          <p role="status" className={`line-clamp-2 text-sm leading-tight @3xl:mt-0.5 @3xl:leading-snug ${skin.description}`}>
            {AWAITING_OPT_IN}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The ×, at the bar's end and vertically centred at every width, outside the content (the row keeps
 * its room free: pr-14 compact, px-16 wide), so submit, which changes the content, cannot move it.
 */
function BarClose({ onClose, skin, color }: { onClose: () => void; skin: BarSkin; color: string | undefined }) {
  return (
    <button
      type="button"
      aria-label="Close"
      {...CLOSE_MARK}
      onClick={onClose}
      className={`absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full ${skin.close} ${FOCUS_RING} ${MOTION}`}
      style={optionalStyle({ color })}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}

export function Bar({ main, submitted, isSubmitted, label, onSubmit, onClose, chatLink, nextStepDefault }: BarProps) {
  const skin = SKINS[main.skin === 'dark' ? 'dark' : 'light'];
  const colors = widgetColors(main.colors);
  const border = main.barPlacement === 'top' ? 'border-b' : 'border-t';

  // Editing mode edits the main content only, and keeps its empty fields on screen to be filled in.
  const editing = useIsEditing() && !isSubmitted;
  const title = displayText(isSubmitted ? submitted.title : main.title);
  const description = displayText(isSubmitted ? submitted.desc : main.desc);
  const showDescription = (description !== '' || editing) && (isSubmitted || main.showDescription !== false);
  const ctaText = displayText(main.ctaText);
  // SPEC §2 bar "in button or checkbox mode": in checkbox mode the messenger checkbox sits beside or
  // under the button, and the button needs the tick (as the messenger checkbox plugin does).
  const checkboxMode = main.buttonType === 'checkbox';
  const checkboxSide = checkboxPosition(main.checkboxPosition) === 'side';
  const [checked, setChecked] = useState(main.prechecked !== false);
  const view = useMessengerView();
  const mode = view?.mode ?? 'cta';
  // Our own visual checkbox stands in only where the messenger checkbox plugin does not (editing mode).
  const ownCheckbox = checkboxMode && mode === 'cta';
  const showCta = !isSubmitted && (ctaText !== '' || editing || checkboxMode);
  // The plugin's line is kept while our link stands in for it (MessengerAction.tsx), so the bar keeps its height.
  const pluginLine = (mode === 'plugin' || mode === 'standIn') && view?.plugin === 'checkbox' && view.pluginAttributes !== null;
  const checkboxUnderText = showCta && (ownCheckbox || pluginLine);
  const awaiting = showCta && mode === 'plugin' && view?.awaitingOptIn === true;
  const buttonClasses = `${cell('col-start-2', checkboxUnderText)} inline-flex h-11 max-w-[50cqw] min-w-0 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-control bg-accent px-3.5 text-sm font-semibold whitespace-nowrap text-on-accent no-underline shadow-sm hover:bg-accent-hover active:bg-accent-active disabled:cursor-not-allowed disabled:opacity-50 @3xl:h-10 @3xl:max-w-none @3xl:px-5 ${FOCUS_RING} ${MOTION}`;
  // The icon only where the row has room for it beside a full label.
  const iconClasses = 'hidden size-5 shrink-0 @md:block';
  const buttonStyle = optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });
  const checkboxText = displayText(main.optInButtonText).trim() || DEFAULT_CHECKBOX_TEXT;
  // After submit the owner's next step takes the call to action's cell (the bar has its × already, so
  // a messenger step without a chat link is left out rather than becoming a second close button).
  const step = isSubmitted ? nextStep({ submitted, chatLink, fallback: nextStepDefault, canClose: false }) : null;
  // Escape closes a closable widget; keys reach this frame only while focus is inside the bar.
  useEscapeKey(main.allowHide === true, onClose);
  // Submit keeps the bar's height (the success row is never taller than the form): a pushPage bar
  // does not move the host's content, and the × does not move either.
  const sectionRef = useRef<HTMLElement>(null);
  const hold = useFormHeightHold(sectionRef, isSubmitted);

  return (
    <section
      ref={sectionRef}
      role="region"
      aria-label={label}
      className={`@container relative flex w-full flex-col justify-center font-widget antialiased ${border} ${skin.surface}`}
      style={{ ...surfaceBackground(colors.background), ...hold }}
    >
      <div className={ROW}>
        <BarText
          title={title}
          description={description}
          showDescription={showDescription}
          awaiting={awaiting}
          lineUnder={checkboxUnderText}
          isSubmitted={isSubmitted}
          editing={editing}
          skin={skin}
          colors={colors}
          submitted={submitted}
          dark={main.skin === 'dark'}
        />
        {showCta && (
          // Compact: `contents`, so the button and the checkbox are cells of the row's grid; wide: a group.
          <div className={`contents @3xl:flex @3xl:shrink-0 @3xl:items-center @3xl:gap-x-4 @3xl:gap-y-2 ${checkboxSide ? '' : '@3xl:flex-col'} ${PLUGIN_UNDER_TEXT} ${checkboxUnderText ? STACK_BESIDE_TEXT : ''}`}>
            <MessengerAction
              cta={(disabledByPlugin) => (
                <ActionButton
                  disabled={disabledByPlugin || (ownCheckbox && !checked)}
                  onClick={onSubmit}
                  className={buttonClasses}
                  style={buttonStyle}
                >
                  <MessengerIcon className={iconClasses} />
                  <span className="min-w-0 truncate">
                    <EditableText field={editing ? 'ctaText' : null} text={ctaText} />
                  </span>
                </ActionButton>
              )}
              ownCheckbox={
                ownCheckbox && (
                  <OptInCheckbox
                    checked={checked}
                    onChange={setChecked}
                    text={<EditableText field={editing ? 'optInButtonText' : null} text={checkboxText} />}
                    size={main.buttonSize ?? 'standard'}
                    position="side"
                    colors={colors}
                    className={`text-left ${UNDER_TEXT}`}
                  />
                )
              }
              linkClassName={buttonClasses}
              linkStyle={buttonStyle}
              linkIconClassName={iconClasses}
              showAwaitingStatus={false}
            />
          </div>
        )}
        {step !== null && (
          <div className="col-start-2 row-start-1 flex min-w-0 items-center">
            <NextStepAction step={step} className={buttonClasses} style={buttonStyle} iconClassName={iconClasses} codeText="hidden" dark={main.skin === 'dark'} />
          </div>
        )}
        <span className="hidden shrink-0 @3xl:block @3xl:empty:hidden">
          <PoweredBy className={skin.description} color={colors.description} />
        </span>
        {main.allowHide === true && <BarClose onClose={onClose} skin={skin} color={colors.headline} />}
      </div>
    </section>
  );
}
