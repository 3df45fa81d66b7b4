/**
 * The widget editor's "Who" section (issue 47): who may see the widget, every rule in plain words
 * (`data.setup.audience`, bridge-protocol/audience.ts). Every rule given must hold; none is everyone. Its
 * problems are the save check's (audienceProblem), each at its field. A disclosure like the form's sections.
 */
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { AUDIENCE_PATH, audienceOf, withAudienceRule } from '../rules/audienceDraft';
import { AttributeRules } from './AttributeRules';
import { PlaceAndCookieRules } from './PlaceAndCookieRules';
import { SourceRules } from './SourceRules';
import { VisitorRules } from './VisitorRules';

export interface AudienceSectionProps {
  widget: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  problems: readonly WidgetProblem[];
}

export function AudienceSection({ widget, onChange, problems }: AudienceSectionProps) {
  const audience = audienceOf(widget);
  const rules = { audience, problems, onRule: (rule: string, value: unknown) => onChange(withAudienceRule(widget, rule, value)) };
  const problemCount = problems.filter((p) => p.path.startsWith(AUDIENCE_PATH)).length;
  return (
    <Disclosure id="section-audience" defaultExpanded className="group @container rounded-xl border border-slate-200 bg-white shadow-xs">
      <Heading level={2} className="m-0">
        <Button slot="trigger" className="flex w-full items-start gap-3 rounded-xl px-4 py-4 text-left outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 sm:px-5">
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
              Who
              {problemCount > 0 && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-600/20 ring-inset">{problemCount === 1 ? '1 problem' : `${problemCount} problems`}</span>}
            </span>
            <span className="text-sm font-normal text-slate-500">Who may see the widget. Every rule you set must hold; none shows it to everyone.</span>
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-1 size-5 shrink-0 text-slate-400 transition-transform group-data-[expanded]:rotate-180">
            <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className="border-t border-slate-100">
        <div className="flex flex-col gap-6 px-4 pt-5 pb-6 sm:px-5">
          <VisitorRules {...rules} />
          <SourceRules {...rules} />
          <PlaceAndCookieRules {...rules} />
          <AttributeRules {...rules} />
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
