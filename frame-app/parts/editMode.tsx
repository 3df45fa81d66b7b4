/**
 * Editing mode (SPEC §1) reaches the layouts through context rather than props: the layouts only mark
 * which text node is which field, and a later layout (the SMS card's smsButtonText) needs no new prop
 * threaded through WidgetView. Null outside editing mode.
 */
import { createContext, useContext } from 'react';
import type { EditSession } from './editSession';

export const EditModeContext = createContext<EditSession | null>(null);

export function useEditSession(): EditSession | null {
  return useContext(EditModeContext);
}

/** Whether the frame is in editing mode; layouts use it to keep an empty editable field on screen. */
export function useIsEditing(): boolean {
  return useContext(EditModeContext) !== null;
}
