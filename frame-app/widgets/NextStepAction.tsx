/**
 * The success view's next step (rules/nextStep.ts), in the layout's own button style: SPEC §2's "Go to
 * Messenger" link (a button that closes the widget where there is no chat link), the owner's link, or a
 * code with a Copy button (widgets/CopyCode.tsx). Links open in a new tab, their address already through
 * SPEC §5's link rule; every control is a real link or button, reached by Tab.
 *
 * It lives with the layouts (widgets/), not in parts/, because the Copy button runs a machine: the parts
 * that draw a success view (CardContent, EmbedCard) take it as `renderNextStep` (nextStepRenderer.tsx).
 */
import type { NextStep } from '../rules/nextStep';
import { CopyCode } from './CopyCode';
import { MessengerIcon } from '../parts/Icons';
import type { NextStepLook } from '../parts/nextStepLook';

export interface NextStepActionProps extends NextStepLook {
  step: NextStep;
  iconClassName?: string;
  /** Where the code's line of text goes: above it (cards), or only for screen readers (rows). */
  codeText: 'above' | 'hidden';
}

export function NextStepAction({ step, className, style, iconClassName = 'size-[1.25em] shrink-0', onClose, codeText, dark }: NextStepActionProps) {
  if (step.kind === 'code') return <CopyCode code={step.code} text={step.text} textPlacement={codeText} buttonStyle={style} dark={dark} />;
  if (step.kind === 'fallback') {
    return (
      <p data-next-step="fallback" className={`text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
        {step.text}
      </p>
    );
  }
  const icon = step.kind === 'messenger' ? <MessengerIcon className={iconClassName} /> : null;
  if (step.kind === 'messenger' && step.href === null) {
    return (
      <button type="button" data-next-step="messenger" onClick={onClose} className={className} style={style}>
        {icon}
        <span className="min-w-0 truncate">{step.text}</span>
      </button>
    );
  }
  return (
    <a href={step.href ?? '#'} target="_blank" rel="noopener noreferrer" data-next-step={step.kind} className={className} style={style}>
      {icon}
      <span className="min-w-0 truncate">{step.text}</span>
    </a>
  );
}
