/**
 * The Privacy form (issue 48): the page settings' `consent` part with its own save
 * (useSettingsPartForm.ts), checked by consentProblem through pageSettingsProblems.
 */
import { consentOf, privacyOf } from '../rules/privacyDraft';
import { useSettingsPartForm, type SettingsPartFormOptions } from './useSettingsPartForm';

const PRIVACY = { key: 'consent', read: privacyOf, write: consentOf, notSaved: 'The privacy settings were not saved.', check: 'check the privacy settings' } as const;

export const usePrivacyForm = (options: SettingsPartFormOptions) => useSettingsPartForm(PRIVACY, options);
