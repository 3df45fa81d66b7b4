/**
 * What a form field shows and whether it shows, read from the widget as the frame will use it: the
 * configured value, else an older spelling the frame still reads, else the kind's default, else the
 * field's own fallback (SPEC §9). Pure.
 */
import { getAt } from '../rules/widgetPath';
import type { WidgetData } from '../../bridge-protocol/config';
import { FORM_FIELDS, type FieldCondition, type FormField } from './formFields';

type Widget = Record<string, unknown>;

/**
 * Values the frame reads from a second place when the first is empty: the legacy `redirect: true`
 * (frame-app/rules/afterSubmit.ts), `setup.buttonSize` and `setup.skin` (frame-app/config/setupFallbacks.ts),
 * and `main.sms_keyword` (frame-app/sms/widgets/smsOptInActor.ts).
 */
const SECOND_READINGS: Readonly<Record<string, (widget: Widget) => unknown>> = {
  'data.submitted.action': (widget) => (getAt(widget, 'data.submitted.redirect') === true ? 'redirect' : undefined),
  'data.main.buttonSize': (widget) => getAt(widget, 'data.setup.buttonSize'),
  'data.main.skin': (widget) => getAt(widget, 'data.setup.skin'),
  sms_keyword: (widget) => getAt(widget, 'data.main.sms_keyword'),
};

const isSet = (value: unknown): boolean => value !== undefined && value !== null;

/** The configured value, or the second place the frame reads it from; undefined when neither says. */
export function configuredValue(widget: Widget, path: string): unknown {
  const value = getAt(widget, path);
  if (isSet(value)) return value;
  const second = Object.prototype.hasOwnProperty.call(SECOND_READINGS, path) ? SECOND_READINGS[path]?.(widget) : undefined;
  return isSet(second) ? second : undefined;
}

/** The first fallback any field gives a path (conditions read paths that other fields edit). */
function fallbackFor(path: string): unknown {
  return Object.values(FORM_FIELDS as Record<string, FormField>).find((field) => field.path === path && field.fallback !== undefined)?.fallback;
}

/** The value the widget uses: configured, else the kind's default, else the field's fallback. */
export function effectiveValue(widget: Widget, defaults: WidgetData, path: string, fallback: unknown = fallbackFor(path)): unknown {
  const configured = configuredValue(widget, path);
  if (configured !== undefined) return configured;
  // The defaults are a kind's `data`; paths start at the widget.
  const byDefault = path.startsWith('data.') ? getAt(defaults, path.slice('data.'.length)) : undefined;
  return isSet(byDefault) ? byDefault : fallback;
}

/** The option a radio field shows for a value: the option itself, its stored form, or an alias. */
export function choiceOf(field: FormField, value: unknown): string | null {
  if (field.control.kind !== 'radio') return null;
  const { options, aliases } = field.control;
  const option = options.find((o) => (o.stored !== undefined ? Object.is(o.stored, value) : o.value === value));
  if (option) return option.value;
  const alias = aliases && Object.prototype.hasOwnProperty.call(aliases, String(value)) ? aliases[String(value)] : undefined;
  return alias ?? null;
}

/** What a radio option writes: its stored form when it has one, else its value. */
export function storedChoice(field: FormField, choice: string): unknown {
  if (field.control.kind !== 'radio') return choice;
  const option = field.control.options.find((o) => o.value === choice);
  return option?.stored !== undefined ? option.stored : choice;
}

/** A condition compares the value as its radio field shows it, so an alias (`background`) counts as its option. */
function conditionValue(widget: Widget, defaults: WidgetData, path: string): unknown {
  const value = effectiveValue(widget, defaults, path);
  const radio = Object.values(FORM_FIELDS as Record<string, FormField>).find((field) => field.path === path && field.control.kind === 'radio');
  return radio ? (choiceOf(radio, value) ?? value) : value;
}

function conditionHolds(condition: FieldCondition, widget: Widget, defaults: WidgetData): boolean {
  const value = conditionValue(widget, defaults, condition.path);
  return condition.in.some((wanted) => Object.is(wanted, value));
}

export function isFieldVisible(field: FormField, widget: Widget, defaults: WidgetData): boolean {
  return (field.visibleWhen ?? []).every((condition) => conditionHolds(condition, widget, defaults));
}

export function isFieldRequired(field: FormField, widget: Widget, defaults: WidgetData): boolean {
  const required = field.required ?? false;
  return typeof required === 'boolean' ? required : conditionHolds(required, widget, defaults);
}
