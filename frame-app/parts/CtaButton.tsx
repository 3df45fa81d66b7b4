/**
 * The Messenger call-to-action button of the embedded layouts: Messenger blue unless the operator set
 * button colours, three sizes (SPEC §3 buttonSize), full width of its container up to its natural width
 * when `block` is set.
 */
import type { EditableField } from '../../bridge-protocol/messages';
import type { WidgetColors } from '../rules/widgetColors';
import { MessengerIcon } from './Icons';
import { ctaButtonSizeClasses } from './ctaButtonSize';
import { ActionButton } from './ActionButton';
import { EditableText } from './EditableText';
import { FOCUS_RING, MOTION, optionalStyle } from './embedStyles';

export interface CtaButtonProps {
  text: string;
  size: unknown;
  colors: WidgetColors;
  onClick: () => void;
  /** Stretch to the container's width (still centred text); otherwise natural width. */
  block?: boolean;
  /** The field the label shows, editable in editing mode; null or absent: never editable. */
  field?: EditableField | null;
  /** While the messenger checkbox is unticked there is nothing to confirm. */
  disabled?: boolean;
}

/** The button's classes, shared with the "Go to Messenger" fallback link that stands in for it. */
export function ctaButtonClassName(size: unknown, block: boolean): string {
  return `inline-flex max-w-full cursor-pointer items-center justify-center rounded-control bg-accent font-semibold text-on-accent no-underline shadow-sm hover:bg-accent-hover active:bg-accent-active disabled:cursor-not-allowed disabled:opacity-50 ${
    block ? 'w-full' : ''
  } ${ctaButtonSizeClasses(size).button} ${FOCUS_RING} ${MOTION}`;
}

export function ctaButtonStyle(colors: WidgetColors) {
  return optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });
}

export function CtaButton({ text, size, colors, onClick, block = false, field = null, disabled = false }: CtaButtonProps) {
  const sizes = ctaButtonSizeClasses(size);
  return (
    <ActionButton onClick={onClick} disabled={disabled} className={ctaButtonClassName(size, block)} style={ctaButtonStyle(colors)}>
      <MessengerIcon className={`${sizes.icon} shrink-0`} />
      <span className="min-w-0 break-words text-balance">
        <EditableText field={field} text={text} />
      </span>
    </ActionButton>
  );
}
