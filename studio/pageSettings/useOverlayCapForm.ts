/**
 * The overlay cap form (issue 47): the page settings' `frequency` part with its own save
 * (useSettingsPartForm.ts), checked by frequencyProblem through pageSettingsProblems.
 */
import { frequencyOf, overlayCapOf } from '../rules/overlayCapDraft';
import { useSettingsPartForm, type SettingsPartFormOptions } from './useSettingsPartForm';

const OVERLAY_CAP = { key: 'frequency', read: overlayCapOf, write: frequencyOf, notSaved: 'The overlay cap was not saved.', check: 'check the cap' } as const;

export const useOverlayCapForm = (options: SettingsPartFormOptions) => useSettingsPartForm(OVERLAY_CAP, options);
