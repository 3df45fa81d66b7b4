/**
 * The Messenger call-to-action button of the embedded layouts: Messenger blue unless the operator set
 * button colours, three sizes (SPEC §3 buttonSize), full width of its container up to its natural width
 * when `block` is set.
 */
import type { WidgetColors } from '../widgets/widgetColors';
import { MessengerIcon } from '../widgets/Icons';
import { ctaButtonSizeClasses } from './ctaButtonSize';
import { FOCUS_RING, MOTION, optionalStyle } from './embedStyles';

export interface CtaButtonProps {
  text: string;
  size: unknown;
  colors: WidgetColors;
  onClick: () => void;
  /** Stretch to the container's width (still centred text); otherwise natural width. */
  block?: boolean;
}

export function CtaButton({ text, size, colors, onClick, block = false }: CtaButtonProps) {
  const sizes = ctaButtonSizeClasses(size);
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex max-w-full cursor-pointer items-center justify-center rounded-3xl bg-[#0084FF] font-semibold text-white shadow-sm hover:bg-[#0073E0] active:bg-[#0064C4] ${
        block ? 'w-full' : ''
      } ${sizes.button} ${FOCUS_RING} ${MOTION}`}
      style={optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText })}
    >
      <MessengerIcon className={`${sizes.icon} shrink-0`} />
      <span className="min-w-0 break-words text-balance">{text}</span>
    </button>
  );
}
