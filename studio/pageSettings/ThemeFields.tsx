/**
 * The brand theme's part of the "Brand and legal" form: the accent colour (the widget form's colour
 * field: a picker and the hex code), the font (each name in its own stack) and the corners (each with a
 * small shape). An unset font or corners shows the frame's default as chosen; it is stored only once
 * the owner picks one.
 */
import type { PageSettingsProblem } from '../../bridge-protocol/studio/pageSettings';
import { RadioGroup } from '../controls/RadioGroup';
import { ColorField } from '../editor/ColorField';
import { messagesAt } from '../editor/problemTargets';
import { fieldDomId } from '../rules/fieldDomId';
import { DRAFT_PATHS, type PageSettingsDraft } from '../rules/pageSettingsDraft';
import { CornerSample } from './CornerSample';
import { DEFAULT_FONT, DEFAULT_RADIUS, FONT_OPTIONS, RADIUS_OPTIONS } from './themeOptions';

export interface ThemeFieldsProps {
  draft: PageSettingsDraft;
  problems: readonly PageSettingsProblem[];
  onEdit: (key: 'accent' | 'font' | 'radius', value: string) => void;
}

/** The frame's own accent (frame-app/styles.css), what buttons wear while none is set. */
const DEFAULT_ACCENT = '#0073E0';

export function ThemeFields({ draft, problems, onEdit }: ThemeFieldsProps) {
  return (
    // From lg up each group takes the width its options need, so the font's two columns stay together.
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,22rem)_max-content_max-content] lg:gap-x-12">
      <ColorField
        id={fieldDomId(DRAFT_PATHS.accent)}
        label="Accent colour"
        spokenSuffix={null}
        value={draft.accent}
        onChange={(value) => onEdit('accent', value ?? '')}
        placeholder={DEFAULT_ACCENT}
        description="Buttons, links, the checkbox and focus rings. Text on it stays readable whatever you pick."
        errorMessage={messagesAt(problems, DRAFT_PATHS.accent)}
      />
      <RadioGroup
        id={fieldDomId(DRAFT_PATHS.font)}
        label="Font"
        columns={2}
        options={FONT_OPTIONS}
        value={draft.font === '' ? DEFAULT_FONT : draft.font}
        onChange={(value) => onEdit('font', value)}
        errorMessage={messagesAt(problems, DRAFT_PATHS.font)}
      />
      <RadioGroup
        id={fieldDomId(DRAFT_PATHS.radius)}
        label="Corners"
        options={RADIUS_OPTIONS.map((option) => ({ ...option, sample: <CornerSample radius={option.value} /> }))}
        value={draft.radius === '' ? DEFAULT_RADIUS : draft.radius}
        onChange={(value) => onEdit('radius', value)}
        errorMessage={messagesAt(problems, DRAFT_PATHS.radius)}
      />
    </div>
  );
}
