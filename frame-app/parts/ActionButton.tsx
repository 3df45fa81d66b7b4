/**
 * A layout's call-to-action button, which in editing mode is only the frame of its editable label: there
 * it never acts (SPEC §1: a click edits the text), and a button around a text field would be an
 * interactive control inside another (axe "nested-interactive"), announced as a button that does nothing.
 * So while editing it is a span with the same look; otherwise the button, with every prop it was given.
 */
import type { ButtonHTMLAttributes } from 'react';
import { useIsEditing } from './editMode';

export function ActionButton({ children, className, style, type = 'button', ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const editing = useIsEditing();
  if (editing) {
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  }
  return (
    <button type={type} className={className} style={style} {...button}>
      {children}
    </button>
  );
}
