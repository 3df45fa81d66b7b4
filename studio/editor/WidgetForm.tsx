/**
 * The widget editor's form (issue 17): the whole configuration of one widget, in sections a site owner
 * thinks in (content, design, display rules, after submit, channels), with the fields its kind has
 * (widgetFormKinds.ts). Controlled: every change calls `onChange` with a whole new widget (setAt), and
 * a new `widget` from outside (the preview's `editor:change`) is simply drawn, so a text typed in the
 * preview shows in its field. Problems (the save check's, widgetProblems) are shown at their fields
 * and in a summary at the top whose links open the section and focus the field.
 *
 * Sections open by default on a wide screen; on a phone only Content is, so the page stays short. A
 * section with problems opens when new problems arrive.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProblem } from '../../bridge-protocol/studio/widgetSchema';
import { setAt } from '../rules/widgetPath';
import type { FieldContext } from './fieldContext';
import { isFieldVisible } from './fieldValue';
import { focusField } from './focusField';
import { FORM_FIELDS, type FormField } from './formFields';
import { FormSection } from './FormSection';
import { FORM_SECTION_IDS, FORM_SECTIONS, type FormSectionId } from './formSections';
import { ProblemSummary } from './ProblemSummary';
import { summaryEntries, type PlacedField, type SummaryEntry } from './problemTargets';
import { widgetFormKind } from './widgetFormKinds';

export interface WidgetFormProps {
  /** The current draft (controlled: re-renders when the preview edits a text). */
  widget: Record<string, unknown>;
  /** Page fields (sms_channel_connected, fb_page_id, …) for notices. */
  pageConfig: Record<string, unknown>;
  /** The studio's pages (the pixel account names one); none known: the list is empty. */
  pageIds?: readonly string[];
  /** The edited page's id (for the unique coupon codes' part). */
  pageId?: string;
  /** A whole new widget object. */
  onChange: (next: Record<string, unknown>) => void;
  /** Shown at their fields (aria-invalid and the message) and in a summary at the top linking to each field. */
  problems: readonly WidgetProblem[];
}

/** Phones: the breakpoint of SPEC §2 (768 px). */
const PHONE_QUERY = '(max-width: 767px)';

function initialExpanded(): Set<FormSectionId> {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return new Set(phone ? ['content'] : FORM_SECTION_IDS);
}

const NO_PAGES: readonly string[] = [];

/**
 * One writer for the form's lifetime, so a memoised field keeps a writer that still works: it reads the
 * latest widget, and counts its own change at once, so two writes in one event both arrive.
 */
function useWidgetWriter(widget: Record<string, unknown>, onChange: (next: Record<string, unknown>) => void): FieldContext['write'] {
  const latest = useRef({ widget, onChange });
  useLayoutEffect(() => {
    latest.current = { widget, onChange };
  }, [widget, onChange]);
  return useCallback((path: string, value: unknown, clears: readonly string[] = []) => {
    const current = latest.current;
    let next = setAt(current.widget, path, value);
    for (const cleared of clears) next = setAt(next, cleared, undefined);
    if (next === current.widget) return;
    latest.current = { ...current, widget: next };
    current.onChange(next);
  }, []);
}

export function WidgetForm({ widget, pageConfig, pageIds = NO_PAGES, pageId, onChange, problems }: WidgetFormProps) {
  // SPEC §3 "widget_id (also id), widget_type, type": the alias stands in when the SPEC name is missing.
  const type = widget.widget_type ?? widget.type;
  const kind = widgetFormKind(type, widget.channel);
  const defaults = useMemo(() => kind?.defaults() ?? {}, [kind]);
  const [expanded, setExpanded] = useState(initialExpanded);

  const write = useWidgetWriter(widget, onChange);
  const ctx: FieldContext = { widget, defaults, pageConfig, pageId, pageIds, problems, write };

  const placed: PlacedField[] = kind
    ? FORM_SECTION_IDS.flatMap((section) =>
        kind.sections[section]
          .map((id) => ({ id, field: FORM_FIELDS[id] as FormField, section }))
          .filter((entry) => isFieldVisible(entry.field, widget, defaults)),
      )
    : [];
  const entries = summaryEntries(problems, placed);

  // New problems open the sections they are in (adjusting state while rendering, React's pattern for
  // state that follows a prop), so a failed save never hides its explanation in a closed section.
  const [seenProblems, setSeenProblems] = useState(problems);
  if (problems !== seenProblems) {
    setSeenProblems(problems);
    const withProblems = entries.flatMap((entry) => (entry.target ? [entry.target.section] : []));
    if (withProblems.some((section) => !expanded.has(section))) setExpanded(new Set([...expanded, ...withProblems]));
  }

  const setSection = (section: FormSectionId, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(section);
      else next.delete(section);
      return next;
    });

  const goTo = (entry: SummaryEntry) => {
    if (!entry.target) return;
    const section = entry.target.section;
    // The panel must be open before its field can take focus.
    flushSync(() => setSection(section, true));
    focusField(entry.problem.path);
  };

  return (
    <div className="@container flex flex-col gap-4">
      <ProblemSummary entries={entries} onGo={goTo} />
      {kind === undefined ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-sm text-amber-900 sm:px-5">
          A {String(type ?? 'widget')} on the {String(widget.channel ?? 'Messenger')} channel has no layout, so there is nothing to edit here. Choose
          another type or channel.
        </p>
      ) : (
        FORM_SECTION_IDS.filter((section) => kind.sections[section].length > 0).map((section) => {
          const fields = placed.filter((entry) => entry.section === section);
          return (
            <FormSection
              key={section}
              section={FORM_SECTIONS[section]}
              fields={fields}
              isExpanded={expanded.has(section)}
              onExpandedChange={(open) => setSection(section, open)}
              problemCount={entries.filter((entry) => entry.target?.section === section).length}
              ctx={ctx}
            />
          );
        })
      )}
    </div>
  );
}
