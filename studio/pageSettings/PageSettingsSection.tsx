/**
 * "Brand and legal" on the page screen: the business's name and its Terms and Privacy pages (shown under
 * the SMS consent), and the brand theme every widget of the page wears. A section of the screen rather
 * than a dialog: the settings are few, and what was saved stays in view beside the widgets it styles. A
 * live preview (ThemePreview.tsx) shows them on one of the page's widgets as they are edited.
 */
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { TextField } from '../controls/TextField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { DRAFT_PATHS } from '../rules/pageSettingsDraft';
import { SaveRow } from './SaveRow';
import { ThemeFields } from './ThemeFields';
import { ThemePreview } from './ThemePreview';
import { usePageSettingsForm } from './usePageSettingsForm';

export interface PageSettingsSectionProps {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

const subheadingClass = 'text-sm font-semibold text-slate-900';

export function PageSettingsSection(props: PageSettingsSectionProps) {
  const { draft, edit, save, status, problems, unsaved } = usePageSettingsForm(props);
  const textField = (key: 'page_name' | 'terms_url' | 'privacy_url') => ({
    id: fieldDomId(DRAFT_PATHS[key]),
    value: draft[key],
    onChange: (value: string) => edit(key, value),
    required: false,
    errorMessage: messagesAt(problems, DRAFT_PATHS[key]),
  });
  return (
    <section aria-labelledby="page-settings-heading" className="mt-8 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id="page-settings-heading" className="text-base font-semibold text-slate-900">
        Brand and legal
      </h2>
      <p className="mt-1 text-sm text-slate-500">Every widget on this page uses them.</p>
      {status.kind === 'failed' && !status.fields && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <form
        noValidate
        className="mt-5 flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-col gap-4">
          <h3 className={subheadingClass}>Your business</h3>
          <TextField label="Business name" maxLength={500} description="Named in the SMS consent visitors agree to." {...textField('page_name')} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Terms page" type="url" placeholder="https://" description="Linked as “Terms” under the SMS consent." {...textField('terms_url')} />
            <TextField label="Privacy page" type="url" placeholder="https://" description="Linked as “Privacy” under the SMS consent." {...textField('privacy_url')} />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className={subheadingClass}>Brand theme</h3>
          <ThemeFields draft={draft} problems={problems} onEdit={edit} />
        </div>
        <ThemePreview pageId={props.pageId} config={props.config} draft={draft} />
        <SaveRow status={status} unsaved={unsaved} />
      </form>
    </section>
  );
}
