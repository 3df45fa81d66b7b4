/**
 * A text field that hands its text over when the owner leaves it (or presses Enter), for values the text is
 * turned into (a list between commas, a number): converting at every key would take the comma or the
 * dot just typed away. A new value from outside replaces the text, as NumberField does.
 */
import { useState } from 'react';
import { TextField, type TextFieldProps } from '../controls/TextField';

export interface CommitTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> {
  /** The stored value as text. */
  value: string;
  onCommit: (text: string) => void;
}

export function CommitTextField({ value, onCommit, ...field }: CommitTextFieldProps) {
  const [text, setText] = useState(value);
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    setText(value);
  }
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <div onKeyDown={(event) => event.key === 'Enter' && commit()}>
      <TextField {...field} value={text} onChange={setText} onBlur={commit} />
    </div>
  );
}
