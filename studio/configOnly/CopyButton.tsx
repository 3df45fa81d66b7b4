/**
 * Copies a text with the Clipboard API and says so: the button reads "Copied" for a moment and a polite
 * status says what was copied. Where the Clipboard API is missing or refused (an insecure origin, a
 * denied permission), the text is selected in its field instead and the status says to press Ctrl+C (⌘C
 * on a Mac), so copying never silently does nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { secondaryButtonClass } from '../controls/controlStyles';

export const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the status: "Link", "JSON". */
  what: string;
  /** Selects the text in its field (the fallback). */
  select: () => void;
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'selected';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function CopyButton({ text, what, select, label = 'Copy', isDisabled, className = '' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    // The fallback's hint stays until the next press: the owner still has to press the keys.
    if (next === 'copied') timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
  };

  async function copy() {
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
      show('copied');
    } catch {
      select();
      show('selected');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button onPress={() => void copy()} isDisabled={isDisabled} className={`${secondaryButtonClass} ${className}`}>
        {state === 'copied' ? (
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-emerald-600">
            <path fillRule="evenodd" d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z" clipRule="evenodd" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-slate-500">
            <path d="M7 3.5A1.5 1.5 0 0 1 8.5 2h3.879a1.5 1.5 0 0 1 1.06.44l3.122 3.12A1.5 1.5 0 0 1 17 6.622V12.5a1.5 1.5 0 0 1-1.5 1.5h-1v-3.379a3 3 0 0 0-.879-2.121L10.5 5.379A3 3 0 0 0 8.379 4.5H7v-1Z" />
            <path d="M4.5 6A1.5 1.5 0 0 0 3 7.5v9A1.5 1.5 0 0 0 4.5 18h7a1.5 1.5 0 0 0 1.5-1.5v-5.879a1.5 1.5 0 0 0-.44-1.06L9.44 6.439A1.5 1.5 0 0 0 8.378 6H4.5Z" />
          </svg>
        )}
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className={state === 'selected' ? 'text-xs text-slate-600' : 'sr-only'}>
        {state === 'copied' ? `${what} copied to the clipboard` : state === 'selected' ? `${what} selected: press ${isMac() ? '⌘C' : 'Ctrl+C'} to copy it` : ''}
      </span>
    </span>
  );
}
