/**
 * "Widgets and the page's other layers" in the page's settings (issue 49): whether bars, slide-ins and chat
 * bubbles sit below the cookie banners (the default: a visitor answers the banner first), above
 * everything, or at a z-index of the owner's own. Its own save, like the overlay cap.
 */
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { DEFAULT_WIDGET_Z_INDEX, TOP_WIDGET_Z_INDEX } from '../../bridge-protocol/stacking';
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import type { StackingLevel } from '../rules/stackingDraft';
import { SettingsPartSection } from './SettingsPartSection';
import { useStackingForm } from './useStackingForm';

export interface StackingSectionProps {
  pageId: string;
  config: Record<string, unknown>;
  onSaved: (page: StudioPage) => void;
  onSessionLost: (notice: string) => void;
}

const LEVELS = [
  {
    value: 'belowConsent',
    label: 'Above the page, below cookie banners (recommended)',
    description: `z-index ${DEFAULT_WIDGET_Z_INDEX}: over a fixed header or chat, under OneTrust, Cookiebot, Usercentrics, CookieYes, Osano and similar banners.`,
  },
  { value: 'top', label: 'Above everything', description: `z-index ${TOP_WIDGET_Z_INDEX}: over cookie banners too; they stay on the page, under the widgets.` },
  { value: 'custom', label: 'A level of my own', description: 'A z-index that fits your site’s layers; modals take the next one up.' },
] as const;

export function StackingSection(props: StackingSectionProps) {
  const { draft, edit, save, status, problems, unsaved } = useStackingForm(props);
  return (
    <SettingsPartSection
      id="stacking"
      title="Widgets and your page’s layers"
      lead="Where bars, slide-ins and chat bubbles sit among your page’s own fixed parts (a header, a cookie banner)."
      formLabel="Stacking"
      status={status}
      unsaved={unsaved}
      onSave={() => void save()}
    >
      <RadioGroup
        id={fieldDomId('stacking')}
        label="Stacking level"
        options={LEVELS}
        value={draft.level}
        onChange={(level) => edit({ level: level as StackingLevel })}
        errorMessage={messagesAt(problems, 'stacking')}
      />
      {draft.level === 'custom' && (
        <NumberField
          id={fieldDomId('stacking.zIndex')}
          label="z-index"
          description={`A whole number from 0 to ${TOP_WIDGET_Z_INDEX}.`}
          required={false}
          value={draft.zIndex}
          onChange={(zIndex) => edit({ zIndex })}
          min={0}
          max={TOP_WIDGET_Z_INDEX}
          integerOnly
          positive
          errorMessage={messagesAt(problems, 'stacking.zIndex')}
        />
      )}
    </SettingsPartSection>
  );
}
