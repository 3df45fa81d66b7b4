/**
 * The bar layout (SPEC §2 "Bar"): a full-width strip with the title, the description, the call to
 * action and an optional close button; after submit, the success content of data.submitted.
 *
 * Presentational: everything arrives as props, every action leaves as a callback. Configured text is a
 * React text child, never markup. Responsive to its own width through a container query, because the
 * width that matters is the iframe's (or the QA stage's), not the window the CSS happens to run in.
 */
import { useState, type CSSProperties } from 'react';
import type { WidgetMain, WidgetSubmitted } from '../../bridge-protocol/config';
import { EditableText } from '../parts/EditableText';
import { useIsEditing } from '../parts/editMode';
import { checkboxPosition, OptInCheckbox } from '../parts/OptInCheckbox';
import { MessengerAction } from '../parts/MessengerAction';
import { PoweredBy } from '../parts/PoweredBy';
import { useMessengerMode } from '../parts/messengerView';
import { useEscapeKey } from '../parts/useEscapeKey';
import { DEFAULT_CHECKBOX_TEXT } from './CheckboxWidget';
import { displayText } from '../rules/displayText';
import { CheckIcon, CloseIcon, MessengerIcon } from '../parts/Icons';
import { widgetColors } from '../rules/widgetColors';
import { backgroundAlpha, withAlpha } from '../parts/embedStyles';

export interface BarProps {
  main: WidgetMain;
  submitted: WidgetSubmitted;
  isSubmitted: boolean;
  /** Accessible name of the region: the title, or a fallback when the operator left it empty. */
  label: string;
  onSubmit: () => void;
  onClose: () => void;
}

const SKINS = {
  light: {
    surface: 'bg-white text-slate-900 border-slate-200',
    description: 'text-slate-600',
    close: 'text-slate-500 hover:bg-slate-900/5 hover:text-slate-900',
    success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  },
  dark: {
    surface: 'bg-slate-900 text-white border-slate-700',
    description: 'text-slate-300',
    close: 'text-slate-300 hover:bg-white/10 hover:text-white',
    success: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/30',
  },
} as const;

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
const MOTION = 'transition-colors duration-150 motion-reduce:transition-none';

function optionalStyle(style: CSSProperties): CSSProperties | undefined {
  return Object.values(style).some((v) => v !== undefined) ? style : undefined;
}

export function Bar({ main, submitted, isSubmitted, label, onSubmit, onClose }: BarProps) {
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
  // Our own visual checkbox stands in only where the messenger checkbox plugin does not (editing mode).
  const ownCheckbox = checkboxMode && useMessengerMode() === 'cta';
  const buttonClasses = `inline-flex w-full max-w-xs shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full bg-[#0073E0] px-5 py-2.5 text-sm font-semibold text-white no-underline shadow-sm hover:bg-[#0064C4] active:bg-[#0058A8] disabled:cursor-not-allowed disabled:opacity-50 @xl:w-auto ${FOCUS_RING} ${MOTION}`;
  const buttonStyle = optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });
  const checkboxText = displayText(main.optInButtonText).trim() || DEFAULT_CHECKBOX_TEXT;
  // Escape closes a closable widget; keys reach this frame only while focus is inside the bar.
  useEscapeKey(main.allowHide === true, onClose);

  return (
    <section
      role="region"
      aria-label={label}
      className={`@container relative w-full font-sans antialiased ${border} ${skin.surface}`}
      style={optionalStyle({ backgroundColor: withAlpha(colors.background, backgroundAlpha('bar')) })}
    >
      <div
        className={`mx-auto flex max-w-5xl flex-col items-center gap-3 py-3.5 text-center @xl:flex-row @xl:justify-center @xl:gap-6 @xl:text-left ${
          main.allowHide ? 'px-11' : 'px-4'
        }`}
      >
        {isSubmitted && (
          <span className={`hidden size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset @xl:flex ${skin.success}`}>
            <CheckIcon className="size-4" />
          </span>
        )}
        <div className="min-w-0 @xl:flex-1">
          {(title !== '' || editing) && (
            <h2 className="text-base font-semibold leading-snug text-balance" style={optionalStyle({ color: colors.headline })}>
              <EditableText field={editing ? 'title' : null} text={title} />
            </h2>
          )}
          {showDescription && (
            <p className={`mt-0.5 text-sm leading-snug text-pretty ${skin.description}`} style={optionalStyle({ color: colors.description })}>
              <EditableText field={editing ? 'desc' : null} text={description} />
            </p>
          )}
        </div>
        {!isSubmitted && (ctaText !== '' || editing || checkboxMode) && (
          <div className={`flex w-full max-w-xs shrink-0 items-center gap-x-4 gap-y-2 @xl:w-auto ${checkboxSide ? 'flex-col @sm:max-w-md @sm:flex-row' : 'flex-col'}`}>
          <MessengerAction
            cta={(disabledByPlugin) => (
              <button
                disabled={disabledByPlugin || (ownCheckbox && !checked)}
                type="button"
                onClick={onSubmit}
                className={buttonClasses}
                style={buttonStyle}
              >
                <MessengerIcon className="size-5 shrink-0" />
                <span>
                  <EditableText field={editing ? 'ctaText' : null} text={ctaText} />
                </span>
              </button>
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
                  className="text-left"
                />
              )
            }
            linkClassName={buttonClasses}
            linkStyle={buttonStyle}
          />
          </div>
        )}
        <PoweredBy className={`shrink-0 ${skin.description}`} />
      </div>
      {main.allowHide === true && (
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className={`absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-full @xl:top-1/2 @xl:-translate-y-1/2 ${skin.close} ${FOCUS_RING} ${MOTION}`}
          style={optionalStyle({ color: colors.headline })}
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </section>
  );
}
