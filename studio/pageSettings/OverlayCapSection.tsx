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
import { SettingsPartSection } from './SettingsPartSection';
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
    <SettingsPartSection
      id="overlay-cap"
      title="Overlays on this page"
      lead="Bars, slide-ins, modals and takeovers together; embedded widgets and chat are never limited."
      formLabel="Overlay cap"
      status={status}
      unsaved={unsaved}
      onSave={() => void save()}
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
    </SettingsPartSection>
  );
}
