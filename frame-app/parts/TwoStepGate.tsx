/**
 * The two-step template's first step (issue 49): a question the visitor answers with one press ("Yes, I
 * want 10% off") before the form shows, which lifts sign-ups on a cold visit (a yes is a small step; the
 * form then completes it). The form is not mounted until then, so nothing in it is tabbed to or read
 * out early; focus moves to the form's first field once it shows. In the studio's editing mode the form
 * shows at once, to be edited.
 *
 * Local state, not the widget machine's: which step shows is this view's alone (no host, pixel or
 * server sees it), and it starts over with the view.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ctaButtonClassName } from './CtaButton';
import { useIsEditing } from './editMode';

export interface TwoStepGateProps {
  /** The first step's button text; null: no first step, the form shows at once. */
  yesText: string | null;
  /** The call to action's size (the form's own button's). */
  size: unknown;
  children: ReactNode;
}

export function TwoStepGate({ yesText, size, children }: TwoStepGateProps) {
  const [answered, setAnswered] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const editing = useIsEditing();
  const open = yesText === null || answered || editing;

  useLayoutEffect(() => {
    if (!answered) return;
    // The field the visitor types in (the phone's), not the country picker before it.
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? form?.querySelector<HTMLElement>('select, button'))?.focus();
  }, [answered]);

  if (yesText === null) return <>{children}</>;
  if (!open) {
    return (
      <button type="button" data-two-step-yes="" onClick={() => setAnswered(true)} className={ctaButtonClassName(size, true)}>
        {yesText}
      </button>
    );
  }
  return (
    <div ref={formRef} data-two-step-form="" className="w-full">
      {children}
    </div>
  );
}
