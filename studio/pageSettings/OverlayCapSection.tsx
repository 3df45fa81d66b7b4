/**
 * "Overlays on this page" in the page's settings (issue 47): at most N overlays (bars, slide-ins, modals,
 * takeovers) per page view and M per session, and a wait after a visitor closed one. Embedded widgets and
 * chat launchers are never capped. Its own save: the cap is not part of the brand.
 */
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { NumberField } from '../controls/NumberField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { CooldownField } from './CooldownField';
import { SaveRow } from './SaveRow';
import { useOverlayCapForm } from './useOverlayCapForm';

export interface OverlayCapSectionProps {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

export function OverlayCapSection(props: OverlayCapSectionProps) {
  const { draft, edit, save, status, problems, unsaved } = useOverlayCapForm(props);
  const count = (key: 'overlaysPerPageView' | 'overlaysPerSession', label: string) => (
    <NumberField
      id={fieldDomId(`frequency.${key}`)}
      label={label}
      description="Empty: no limit."
      required={false}
      value={draft[key]}
      onChange={(n) => edit({ [key]: n })}
      min={0}
      max={100}
      integerOnly
      errorMessage={messagesAt(problems, `frequency.${key}`)}
    />
  );
  return (
    <section aria-labelledby="overlay-cap-heading" className="mt-8 rounded-xl border border-slate-200 bg-white px-5 py-5 shadow-xs">
      <h2 id="overlay-cap-heading" className="text-base font-semibold text-slate-900">
        Overlays on this page
      </h2>
      <p className="mt-1 text-sm text-slate-500">Bars, slide-ins, modals and takeovers together; embedded widgets and chat are never limited.</p>
      {status.kind === 'failed' && !status.fields && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <form
        noValidate
        aria-label="Overlay cap"
        className="mt-5 flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          {count('overlaysPerPageView', 'At most this many overlays per page view')}
          {count('overlaysPerSession', 'At most this many per visit')}
        </div>
        <CooldownField
          value={draft.cooldownAfterClose}
          onChange={(cooldownAfterClose) => edit({ cooldownAfterClose })}
          errorMessage={messagesAt(problems, 'frequency.cooldownAfterClose') ?? messagesAt(problems, 'frequency')}
          valueError={messagesAt(problems, 'frequency.cooldownAfterClose.value')}
        />
        <SaveRow status={status} unsaved={unsaved} />
      </form>
    </section>
  );
}
