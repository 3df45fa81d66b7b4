/**
 * One section of the widget form as a disclosure (React Aria's Disclosure: a heading whose button
 * opens and closes the panel; a closed panel is `hidden="until-found"`, so the browser's find-in-page
 * still reaches its fields). Its fields are drawn in their groups, each under a small heading; colours
 * share a row two by two where the form is wide enough.
 */
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { ReactNode } from 'react';
import type { FieldContext } from './fieldContext';
import type { FormField } from './formFields';
import { FormFieldView } from './FormFieldView';
import type { FormSection as Section } from './formSections';
import type { PlacedField } from './problemTargets';

export interface FormSectionProps {
  section: Section;
  fields: readonly PlacedField[];
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** How many problems the section's fields have (a badge on the closed heading). */
  problemCount: number;
  ctx: FieldContext;
}

/** A note under a group's heading. */
const GROUP_NOTES: Readonly<Record<string, string>> = {
  Colours: 'An empty colour follows the skin.',
};

/** Groups are set apart by a rule, so a group without a heading still reads as its own. */
const DIVIDER = 'border-t border-slate-100 pt-6 first:border-t-0 first:pt-0';

/** Short controls that read well two to a row in a wide form. */
const isHalfWidth = (field: FormField): boolean => field.control.kind === 'color';

function groups(fields: readonly PlacedField[]): { name: string | undefined; fields: PlacedField[] }[] {
  const out: { name: string | undefined; fields: PlacedField[] }[] = [];
  for (const placed of fields) {
    const last = out[out.length - 1];
    if (last && last.name === placed.field.group) last.fields.push(placed);
    else out.push({ name: placed.field.group, fields: [placed] });
  }
  return out;
}

function Group({ name, size, sectionId, children }: { name: string | undefined; size: number; sectionId: string; children: ReactNode }) {
  // A group of one field is named by the field's own label: a heading over it would say it twice.
  if (name === undefined || size === 1) return <div className={`grid grid-cols-1 gap-5 @lg:grid-cols-2 ${DIVIDER}`}>{children}</div>;
  const headingId = `group-${sectionId}-${name.replace(/\W+/g, '-').toLowerCase()}`;
  const note = Object.prototype.hasOwnProperty.call(GROUP_NOTES, name) ? GROUP_NOTES[name] : undefined;
  return (
    <div role="group" aria-labelledby={headingId} className={`flex flex-col gap-4 ${DIVIDER}`}>
      <div>
        <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {name}
        </h3>
        {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
      </div>
      <div className="grid grid-cols-1 gap-5 @lg:grid-cols-2">{children}</div>
    </div>
  );
}

export function FormSection({ section, fields, isExpanded, onExpandedChange, problemCount, ctx }: FormSectionProps) {
  return (
    <Disclosure
      id={`section-${section.id}`}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      className="group rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <Heading level={2} className="m-0">
        <Button
          slot="trigger"
          className="flex w-full items-start gap-3 rounded-xl px-4 py-4 text-left outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 sm:px-5"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
              {section.heading}
              {problemCount > 0 && (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-600/20 ring-inset">
                  {problemCount === 1 ? '1 problem' : `${problemCount} problems`}
                </span>
              )}
            </span>
            <span className="text-sm font-normal text-slate-500">{section.intro}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="mt-1 size-5 shrink-0 text-slate-400 transition-transform group-data-[expanded]:rotate-180"
          >
            <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className="border-t border-slate-100">
        <div className="flex flex-col gap-6 px-4 pt-5 pb-6 sm:px-5">
          {groups(fields).map((group, index) => (
            <Group key={`${group.name ?? ''}-${index}`} name={group.name} size={group.fields.length} sectionId={section.id}>
              {group.fields.map((placed) => (
                <div key={placed.id} className={isHalfWidth(placed.field) ? '' : '@lg:col-span-2'}>
                  <FormFieldView field={placed.field} ctx={ctx} />
                </div>
              ))}
            </Group>
          ))}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
