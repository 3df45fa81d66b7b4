/**
 * The standalone messenger checkbox (SPEC §2, §9): a real checkbox labelled with optInButtonText (else
 * "Send to Messenger"), prechecked by default, in three sizes (standard, large, xlarge; large by
 * default), beside or under its text (checkboxPosition side | bottom), colours with alpha 1.
 *
 * In a booted frame the messenger checkbox plugin stands here (MessengerAction): its state is the
 * checkbox controller (checked, ref, userRef) the host reads through `MC.getWidget(id)`, and the host's
 * `.submit()` confirms it. The fallback (and the stand-in while the plugin loads) is the checkbox's own
 * row, a box and the label, that opens the chat at m.me (parts/CheckboxFallbackLink.tsx, issue 49), not
 * the button kinds' pill. Our own visual checkbox remains
 * for editing mode and component tests, where no plugin runs. Once the opt-in is confirmed (the host's
 * `.submit()`), the success view takes the row.
 */
import { useState } from 'react';
import type { WidgetMain } from '../../bridge-protocol/config';
import { cssColor } from '../../bridge-protocol/cssColor';
import { CHECKBOX_ALPHA, optionalStyle, withAlpha } from '../parts/embedStyles';
import { EditableText } from '../parts/EditableText';
import { CheckboxFallbackLink } from '../parts/CheckboxFallbackLink';
import { MessengerAction } from '../parts/MessengerAction';
import { PoweredBy } from '../parts/PoweredBy';
import { SuccessView } from '../parts/SuccessView';
import { useIsEditing } from '../parts/editMode';
import { checkboxPosition, OptInCheckbox } from '../parts/OptInCheckbox';
import { displayText } from '../rules/displayText';
import { widgetColors } from '../rules/widgetColors';

export interface CheckboxWidgetProps {
  main: WidgetMain;
  /** The opt-in is confirmed: the success view stands where the checkbox was. */
  isSubmitted?: boolean;
}

export const DEFAULT_CHECKBOX_TEXT = 'Send to Messenger';

// The standalone checkbox has no button of its own: the host page's form submits it (`.submit()`).
const noButton = (): null => null;

// The checkbox's row has room for the label only (SPEC §2 "the label 'Success!' in the inline variant").
const CHECKBOX_SUCCESS = { title: '', description: '' } as const;

export function CheckboxWidget({ main, isSubmitted = false }: CheckboxWidgetProps) {
  const [checked, setChecked] = useState(main.prechecked !== false);
  const editing = useIsEditing();
  const text = displayText(main.optInButtonText).trim() || DEFAULT_CHECKBOX_TEXT;
  const dark = main.skin === 'dark';
  const colors = widgetColors(main.colors);
  const background = withAlpha(cssColor(main.colors?.backgroundCheckbox) ?? colors.background, CHECKBOX_ALPHA);

  return (
    <div className={`w-full font-widget antialiased ${dark ? 'rounded-lg bg-slate-900 px-3 py-2 text-white' : 'p-1 text-slate-900'}`} style={optionalStyle({ backgroundColor: background })}>
      {isSubmitted ? (
        <SuccessView layout="row" tone={dark ? 'dark' : 'light'} content={CHECKBOX_SUCCESS} colors={colors} />
      ) : (
      <MessengerAction
        cta={noButton}
        ownCheckbox={
          <OptInCheckbox
            checked={checked}
            onChange={setChecked}
            text={<EditableText field={editing ? 'optInButtonText' : null} text={text} />}
            size={main.buttonSize}
            position={checkboxPosition(main.checkboxPosition)}
            colors={colors}
          />
        }
        renderLink={(href, onOpen) => (
          <CheckboxFallbackLink href={href} onOpen={onOpen} text={text} size={main.buttonSize} dark={dark} style={optionalStyle({ color: colors.headline })} />
        )}
        align="start"
      />
      )}
      {/* A line of its own: beside the inline fallback link it ran into the link's text. */}
      <div className="mt-1 empty:hidden">
        <PoweredBy className={dark ? 'text-slate-300' : 'text-slate-500'} />
      </div>
    </div>
  );
}
