/**
 * One configured text that editing mode (SPEC §1) makes editable in place. Outside editing mode, or
 * with `field` null (e.g. the success content, whose fields are not editable), it is the plain text
 * node the layouts rendered before. In editing mode it is a plain-text editable span that reports its
 * `textContent` to the editor, debounced and on blur; markup typed or pasted stays text.
 *
 * React renders the span empty and the text is put in once: React must not own the children of an
 * element the browser edits, or its next reconciliation would fight the caret and the user's text.
 */
import { useEffect, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { EDITOR_VALUE_MAX_LENGTH, type EditableField } from '../../bridge-protocol/messages';
import { capText, editedText, isMultilineField } from '../rules/editedText';
import { contentEditableMode } from './contentEditableMode';
import { useEditSession } from './editMode';
import type { EditSession } from './editSession';

export const EDIT_DEBOUNCE_MS = 250;

const FIELD_NAMES: Record<EditableField, string> = {
  title: 'title',
  desc: 'description',
  ctaText: 'button text',
  smsButtonText: 'SMS button text',
  optInButtonText: 'opt-in button text',
};

export interface EditableTextProps {
  /** The configuration field this text shows; null when it is not editable here. */
  field: EditableField | null;
  /** The text as configured (already passed through displayText). */
  text: string;
}

export function EditableText({ field, text }: EditableTextProps) {
  const session = useEditSession();
  if (session === null || field === null) return <>{text}</>;
  return <EditingText field={field} text={text} session={session} />;
}

function EditingText({ field, text, session }: { field: EditableField; text: string; session: EditSession }) {
  const ref = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const multiline = isMultilineField(field);
  const name = FIELD_NAMES[field];

  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.textContent = session.lastValue(field) ?? text;
  }, [field, text, session]);

  const cancelPending = (): void => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = (element: HTMLElement | null = ref.current): void => {
    cancelPending();
    if (!element) return;
    const value = editedText(element.textContent ?? '', multiline);
    // A focus and blur without a change is not an edit.
    if (value === (session.lastValue(field) ?? text)) return;
    session.report(field, value);
  };
  // The latest flush, for the unmount cleanup below (the closure captured at mount would be stale).
  const flushRef = useRef(flush);
  flushRef.current = flush;
  // An edit still waiting for its debounce when the layout goes away (closed, submitted) is not lost.
  // The element is captured now: by the time this cleanup runs, React has already detached the ref.
  useEffect(() => {
    const element = ref.current;
    return () => flushRef.current(element);
  }, []);

  const changed = (): void => {
    const element = ref.current;
    if (element && (element.textContent ?? '').length > EDITOR_VALUE_MAX_LENGTH) {
      element.textContent = capText(element.textContent ?? '', EDITOR_VALUE_MAX_LENGTH);
      placeCaretAtEnd(element);
    }
    cancelPending();
    timer.current = setTimeout(() => flush(), EDIT_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>): void => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      // Leaves the field; preventDefault also tells a dialog's Escape handler not to close the widget.
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Enter') {
      // Also keeps Enter from reaching a button around the label (no submit, no click).
      event.preventDefault();
      if (!multiline) event.currentTarget.blur();
      // Inserted by hand: browsers differ (<br>, <div>, "\n") and only "\n" survives textContent.
      else if (insertPlainText(event.currentTarget, '\n')) changed();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLSpanElement>): void => {
    event.preventDefault();
    const element = event.currentTarget;
    const room = EDITOR_VALUE_MAX_LENGTH - (element.textContent ?? '').length + selectedLength(element);
    const pasted = capText(editedText(event.clipboardData.getData('text/plain'), multiline), Math.max(0, room));
    if (pasted !== '' && insertPlainText(element, pasted)) changed();
  };

  return (
    <span
      ref={ref}
      role="textbox"
      aria-label={`Edit ${name}`}
      aria-multiline={multiline}
      data-edit-field={field}
      data-placeholder={`Add ${name}`}
      contentEditable={contentEditableMode()}
      suppressContentEditableWarning
      spellCheck
      tabIndex={0}
      onInput={changed}
      onBlur={() => flush()}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      // Dropped content could be markup where plaintext-only is unsupported; pasting covers moving text.
      onDrop={(event) => event.preventDefault()}
      // The outline shows on hover (dashed) and on focus (solid), not at rest: at rest it crossed the
      // lines around it. It is drawn in a 4 px padding that a matching negative margin takes back (the
      // layout is the one without editing mode), inset by its own 2 px, so a 2 px gap stays between it
      // and this text's glyphs; its band is the 4 px round the text box that outline-offset-2 also used.
      // No max-width: an inline-block shrinks to its containing block less its margins, so with the
      // negative margin it may be as wide as its line plus the padding, as the layout without editing.
      className={`-m-1 inline-block min-w-[3ch] cursor-text rounded-sm p-1 break-words outline-none -outline-offset-2 hover:outline-2 hover:outline-current/50 hover:outline-dashed focus-visible:outline-2 focus-visible:outline-sky-500 focus-visible:outline-solid empty:before:opacity-50 empty:before:content-[attr(data-placeholder)] ${
        multiline ? 'whitespace-pre-wrap' : ''
      }`}
    />
  );
}

function selectedLength(element: HTMLElement): number {
  const selection = element.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return 0;
  const range = selection.getRangeAt(0);
  return element.contains(range.commonAncestorContainer) ? range.toString().length : 0;
}

/** Inserts text as a text node at the caret (replacing the selection); false when the caret is elsewhere. */
function insertPlainText(element: HTMLElement, text: string): boolean {
  const doc = element.ownerDocument;
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0) return false;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.commonAncestorContainer)) return false;
  range.deleteContents();
  const node = doc.createTextNode(text);
  range.insertNode(node);
  const upToCaret = doc.createRange();
  upToCaret.selectNodeContents(element);
  upToCaret.setEndAfter(node);
  const caret = upToCaret.toString().length;
  // One text node per field: adjacent ones would make the next insert land between them.
  element.normalize();
  // A trailing "\n" draws no line of its own, so the caret could not sit after it; a <br> after the
  // text gives that line a box. textContent ignores it, so the reported text is unchanged.
  if ((element.textContent ?? '').endsWith('\n') && element.lastChild?.nodeName !== 'BR') element.append(doc.createElement('br'));
  placeCaret(element, caret);
  return true;
}

/** Puts the caret `offset` characters into the element's text. */
function placeCaret(element: HTMLElement, offset: number): void {
  const doc = element.ownerDocument;
  const selection = doc.getSelection();
  if (!selection) return;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let remaining = offset;
  const range = doc.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
    const length = text.textContent?.length ?? 0;
    if (remaining <= length) {
      range.setStart(text, remaining);
      range.collapse(true);
      break;
    }
    remaining -= length;
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

function placeCaretAtEnd(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}
