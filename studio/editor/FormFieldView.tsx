/**
 * One field of the widget form, drawn with the control its descriptor names (formFields.ts): the
 * studio's generic controls for texts, numbers, choices and the slider, the editor's own for switches,
 * colours, lists and the paired rules. Its id comes from its path (fieldDomId), its error from the
 * problems at that path, its value from fieldValue.ts.
 */
import { memo, type ReactElement } from 'react';
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { TextArea } from '../controls/TextArea';
import { TextField } from '../controls/TextField';
import { numeric } from '../../bridge-protocol/studio/widgetFieldChecks';
import { fieldDomId } from '../rules/fieldDomId';
import { getAt } from '../rules/widgetPath';
import { ColorField } from './ColorField';
import type { FieldContext } from './fieldContext';
import { choiceOf, configuredValue, effectiveValue, isFieldRequired, storedChoice } from './fieldValue';
import type { ChoiceOption, FormField } from './formFields';
import { FirstSeenField } from './FirstSeenField';
import { AutocompleteSelect } from '../controls/AutocompleteSelect';
import { ListField } from './ListField';
import { pageHintText } from './pageHints';
import { messagesAt } from './problemTargets';
import { RepeatField } from './RepeatField';
import { ScheduleField } from './ScheduleField';
import { sameFieldView } from './sameFieldView';
import { SliderField } from './SliderField';
import { ToggleField } from './ToggleField';
import { TriggerField } from './TriggerField';
import { WidthField } from './WidthField';
import { CouponCodesField } from './CouponCodesField';
import { DEFAULT_LOW_CODE_WARNING, uniqueCodeSettings } from '../../bridge-protocol/uniqueCode';

interface FormFieldViewProps {
  field: FormField;
  ctx: FieldContext;
}

/** A text as an input shows it: numbers (an id stored as 12) as their digits, anything else empty. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Side by side when the options are few and short, so a choice reads as one line; else one per line. */
function radioOrientation(options: readonly ChoiceOption[]): 'horizontal' | 'vertical' {
  const short = options.length <= 3 && options.every((option) => option.label.length <= 20 && option.description === undefined);
  return short ? 'horizontal' : 'vertical';
}

/** A list as the list field shows it; one comma-separated text (opt_in_keywords) is split. */
function asEntries(value: unknown, commaText: boolean): string[] {
  if (Array.isArray(value)) return value.map((entry) => asText(entry));
  if (commaText && typeof value === 'string') return value.split(',').map((word) => word.trim()).filter((word) => word !== '');
  return [];
}

/** What every control of a field takes: its descriptor, the form, and the values worked out once. */
interface FieldBits {
  field: FormField;
  ctx: FieldContext;
  id: string;
  error: string | undefined;
  required: boolean;
  value: unknown;
  write: (next: unknown) => void;
  writeText: (text: string) => void;
}

/** Texts: a line, a page id, a paragraph. */
function textControl({ field, ctx, id, error, required, writeText }: FieldBits): ReactElement | null {
  const { path, label, help, control } = field;
  switch (control.kind) {
    case 'text':
      return (
        <TextField
          id={id}
          label={label}
          // Texts show what is configured: the kind's default or fallback is the placeholder, so clearing a text really clears it.
          value={asText(configuredValue(ctx.widget, path))}
          onChange={writeText}
          required={required}
          type={control.inputType}
          placeholder={field.placeholder}
          description={help}
          errorMessage={error}
        />
      );
    case 'page': {
      // The page ids the studio knows, plus the one stored if it names a page not listed (still shown).
      const stored = asText(configuredValue(ctx.widget, path));
      const ids = stored === '' || ctx.pageIds.includes(stored) ? ctx.pageIds : [stored, ...ctx.pageIds];
      return (
        <AutocompleteSelect
          id={id}
          label={label}
          items={ids.map((page) => ({ id: page, label: page }))}
          selectedKey={stored === '' ? null : stored}
          onSelectionChange={(page) => writeText(page === null ? '' : String(page))}
          required={required}
          placeholder="This page’s own"
          description={help}
          errorMessage={error}
        />
      );
    }
    case 'textarea':
      return (
        <TextArea
          id={id}
          label={label}
          value={asText(configuredValue(ctx.widget, path))}
          onChange={writeText}
          required={required}
          rows={3}
          placeholder={field.placeholder}
          description={help}
          errorMessage={error}
        />
      );
    default:
      return null;
  }
}

/** Numbers: typed, or on a slider. */
function numberControl({ field, id, error, value, write }: FieldBits): ReactElement | null {
  const { path, label, help, control } = field;
  switch (control.kind) {
    case 'number':
      return (
        // A number is a few digits: a full-width box would look like a place for text.
        <div className="max-w-xs">
          <NumberField
            id={id}
            label={label}
            value={numeric(value)}
            onChange={(n) => write(n ?? undefined)}
            min={control.min}
            max={control.max}
            integerOnly={control.integerOnly}
            positive={control.min >= 0}
            description={help ?? (control.unit ? `In ${control.unit}.` : undefined)}
            errorMessage={error}
          />
        </div>
      );
    case 'slider':
      return (
        <SliderField
          id={id}
          label={label}
          value={numeric(value) ?? control.min}
          min={control.min}
          max={control.max}
          onChange={write}
          help={help}
          errorMessage={error}
        />
      );
    default:
      return null;
  }
}

/** Choices: options, a switch, a colour. */
function choiceControl({ field, ctx, id, error, value, write }: FieldBits): ReactElement | null {
  const { path, label, help, control } = field;
  switch (control.kind) {
    case 'radio':
      return (
        <RadioGroup
          id={id}
          label={label}
          options={control.options}
          orientation={radioOrientation(control.options)}
          columns={control.columns}
          value={choiceOf(field, value)}
          onChange={(choice) => write(storedChoice(field, choice))}
          description={help}
          errorMessage={error}
        />
      );
    case 'toggle':
      return (
        <ToggleField
          id={id}
          label={label}
          isSelected={value === true}
          onChange={write}
          help={help}
          notice={field.pageHint && value === true ? pageHintText(field.pageHint, ctx.pageConfig) : null}
          errorMessage={error}
        />
      );
    case 'color':
      return (
        <ColorField
          id={id}
          label={label}
          value={asText(getAt(ctx.widget, path))}
          onChange={write}
          placeholder={field.placeholder}
          description={help}
          errorMessage={error}
        />
      );
    default:
      return null;
  }
}

/** The editor's own controls: lists, the paired rules, the schedule and the unique codes. */
function compoundControl({ field, ctx, value, write }: FieldBits): ReactElement | null {
  const { path, label, help, control } = field;
  switch (control.kind) {
    case 'list':
      return (
        <ListField
          path={path}
          label={label}
          entries={asEntries(getAt(ctx.widget, path), control.commaText === true)}
          onChange={write}
          noun={control.noun}
          placeholder={control.placeholder}
          maxItems={control.maxItems}
          help={help}
          errorAt={(at) => messagesAt(ctx.problems, at)}
        />
      );
    case 'trigger':
      return <TriggerField path={path} label={label} value={value} allowNever={control.allowNever === true} ctx={ctx} />;
    case 'repeat':
      return <RepeatField path={path} label={label} value={value} ctx={ctx} />;
    case 'width':
      return <WidthField path={path} label={label} value={value} help={help} ctx={ctx} />;
    case 'firstSeen':
      return <FirstSeenField path={path} label={label} value={value} ctx={ctx} />;
    case 'schedule':
      return <ScheduleField path={path} label={label} help={help} value={value} ctx={ctx} />;
    case 'couponCodes': {
      const widgetId = ctx.widget.widget_id ?? ctx.widget.id;
      return (
        <CouponCodesField
          label={label}
          help={help}
          pageId={ctx.pageId ?? null}
          widgetId={widgetId === undefined || widgetId === null ? null : String(widgetId)}
          lowWarning={uniqueCodeSettings(value)?.lowWarning ?? DEFAULT_LOW_CODE_WARNING}
        />
      );
    }
    default:
      return null;
  }
}

/** Memoised: on a keystroke only the field whose value, requirement or problems changed draws again. */
export const FormFieldView = memo(function FormFieldView({ field, ctx }: FormFieldViewProps) {
  const path = field.path;
  const write = (next: unknown) => ctx.write(path, next, field.clears);
  const bits: FieldBits = {
    field,
    ctx,
    id: fieldDomId(path),
    error: messagesAt(ctx.problems, path),
    required: isFieldRequired(field, ctx.widget, ctx.defaults),
    value: effectiveValue(ctx.widget, ctx.defaults, path, field.fallback),
    write,
    // An emptied text is removed, so the widget's own fallback text shows again.
    writeText: (text: string) => write(text === '' ? undefined : text),
  };
  return textControl(bits) ?? numberControl(bits) ?? choiceControl(bits) ?? compoundControl(bits);
}, sameFieldView);
