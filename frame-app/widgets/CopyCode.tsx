/**
 * A code to copy (data.submitted.nextStep type "code", issue 29): the code itself, selectable, and a
 * Copy button that says "Copied" once it is on the clipboard. Where the frame may not write the
 * clipboard (services/copyText.ts) the code is left selected and the visitor is told to copy it with
 * their keys. Either outcome is announced politely (a status region that is always in the document,
 * so screen readers notice its change). The state is the copy machine's (machines/copyCodeMachine.ts).
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createCopyCodeActor } from './copyCodeActor';
import { FOCUS_RING, MOTION } from '../parts/embedStyles';
import { useActorSelector } from '../parts/useActorSelector';

export const COPY_TEXT = 'Copy';
export const COPIED_TEXT = 'Copied';
export const SELECTED_TEXT = 'Code selected: press Ctrl+C (⌘C on a Mac) to copy it.';

export interface CopyCodeProps {
  code: string;
  /** The line that says what the code is ("Your code"): above it, or only for screen readers. */
  text: string;
  textPlacement: 'above' | 'hidden';
  /** The layout's button colours; the Copy button keeps one size in every layout, beside the code. */
  buttonStyle?: CSSProperties;
  dark: boolean;
}

const BUTTON = `inline-flex h-10 shrink-0 cursor-pointer items-center justify-center rounded-control bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover active:bg-accent-active ${FOCUS_RING} ${MOTION}`;
const CODE = 'inline-flex h-10 min-w-0 items-center truncate rounded-control border px-3 text-sm font-semibold tabular-nums';

export function CopyCode({ code, text, textPlacement, buttonStyle, dark }: CopyCodeProps) {
  const codeRef = useRef<HTMLElement>(null);
  const [actor] = useState(() => createCopyCodeActor(code, () => codeRef.current));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const state = useActorSelector(actor, (snapshot) => snapshot.value);
  const textId = useId();
  const announcement = state === 'copied' ? COPIED_TEXT : state === 'selected' ? SELECTED_TEXT : '';

  return (
    <div role="group" aria-labelledby={textId} data-next-step="code" className="flex min-w-0 flex-col items-center gap-2">
      <p id={textId} className={textPlacement === 'above' ? `text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}` : 'sr-only'}>
        {text}
      </p>
      <div className="flex min-w-0 max-w-full items-center gap-2">
        <code ref={codeRef} className={`${CODE} ${dark ? 'border-slate-300 text-white' : 'border-slate-300 bg-white text-slate-900'}`}>
          {code}
        </code>
        <button type="button" onClick={() => actor.send({ type: 'COPY' })} className={BUTTON} style={buttonStyle}>
          {state === 'copied' ? COPIED_TEXT : COPY_TEXT}
        </button>
      </div>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
