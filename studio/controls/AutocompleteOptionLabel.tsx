import { useContext } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';
import { HighlightedText } from './HighlightedText';

export interface AutocompleteOptionLabelProps {
  text: string;
}

/**
 * An option's label with the typed search marked. The search is the combo box's input, except
 * when the input still shows the chosen option's label (the list was opened with the button or
 * arrow keys and shows every option): nothing was searched then, so nothing is marked.
 */
export function AutocompleteOptionLabel({ text }: AutocompleteOptionLabelProps) {
  const state = useContext(ComboBoxStateContext);
  const chosen = state?.selectedItems[0]?.textValue;
  const query = state && state.inputValue !== chosen ? state.inputValue : '';
  return <HighlightedText text={text} query={query} />;
}
