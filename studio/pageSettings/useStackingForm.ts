/**
 * The stacking form (issue 49): the page settings' `stacking` part with its own save
 * (useSettingsPartForm.ts), checked by stackingProblem through pageSettingsProblems.
 */
import { stackingDraftOf, stackingOf } from '../rules/stackingDraft';
import { useSettingsPartForm, type SettingsPartFormOptions } from './useSettingsPartForm';

const STACKING = { key: 'stacking', read: stackingDraftOf, write: stackingOf, notSaved: 'The stacking was not saved.', check: 'check the level' } as const;

export const useStackingForm = (options: SettingsPartFormOptions) => useSettingsPartForm(STACKING, options);
