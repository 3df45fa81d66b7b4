/**
 * A widget's schedule (`data.setup.schedule`, bridge-protocol/schedule.ts): show from, show until, on
 * which weekdays, between which hours, in which time zone. Each part is written on its own (the rest
 * is kept as stored) with the time zone beside it, and emptying the last part removes the schedule
 * (scheduleValue.ts). Each part's problems show at its control, whose id comes from the part's path.
 */
import { useId, useMemo, useState } from 'react';
import { AutocompleteSelect } from '../controls/AutocompleteSelect';
import { CheckboxGroup } from '../controls/CheckboxGroup';
import { descriptionClass, errorClass, labelClass } from '../controls/controlStyles';
import { DEFAULT_LOCALE } from '../rules/controlConstants';
import { fieldDomId } from '../rules/fieldDomId';
import {
  daysValue,
  hoursValue,
  isScheduleSet,
  momentText,
  ownerTimeZone,
  patchSchedule,
  readScheduleView,
  timeZoneLabel,
  timeZoneNames,
  weekdayName,
  weekdayOrder,
  type SchedulePatch,
} from '../rules/scheduleValue';
import type { FieldContext } from './fieldContext';
import { messagesAt, messagesAtItems } from './problemTargets';
import { ScheduleHoursField } from './ScheduleHoursField';
import { ScheduleMomentField } from './ScheduleMomentField';

export interface ScheduleFieldProps {
  path: string;
  label: string;
  help?: string | undefined;
  value: unknown;
  ctx: FieldContext;
  /** The date order, the first weekday and the weekdays' names; the studio's default locale unless given. */
  locale?: string;
}

export function ScheduleField({ path, label, help, value, ctx, locale = DEFAULT_LOCALE }: ScheduleFieldProps) {
  const headingId = useId();
  // A zone picked before any other part is set has nothing to be written with yet: it waits here.
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const view = readScheduleView(value);
  const owner = ownerTimeZone();
  const zone = view.timeZone ?? pickedZone ?? owner;
  const zones = useMemo(() => timeZoneNames([view.timeZone, owner]).map((name) => ({ id: name, label: timeZoneLabel(name) })), [view.timeZone, owner]);
  const at = (part: string) => `${path}.${part}`;
  const errorAt = (where: string) => messagesAt(ctx.problems, where);
  const ownError = errorAt(path);
  const update = (patch: SchedulePatch, timeZone = zone) => ctx.write(path, patchSchedule(value, patch, timeZone));
  const pickZone = (picked: string | number | null) => {
    if (picked === null) return;
    setPickedZone(String(picked));
    if (isScheduleSet(value)) update({}, String(picked));
  };

  return (
    <div id={fieldDomId(path)} role="group" aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <span id={headingId} className={labelClass}>
          {label}
        </span>
        {help && <p className={descriptionClass}>{help}</p>}
        {ownError && <p className={errorClass}>{ownError}</p>}
      </div>
      <ScheduleMomentField
        path={at('start')}
        label="Show from"
        moment={view.start}
        onChange={(moment) => update({ start: momentText(moment) })}
        timeHelp="Without a time: from midnight."
        errorMessage={errorAt(at('start'))}
        locale={locale}
      />
      <ScheduleMomentField
        path={at('end')}
        label="Show until"
        moment={view.end}
        onChange={(moment) => update({ end: momentText(moment) })}
        timeHelp="Without a time: to the end of that day."
        errorMessage={errorAt(at('end'))}
        locale={locale}
      />
      <CheckboxGroup
        id={fieldDomId(at('days'))}
        label="Only on these days"
        options={weekdayOrder(locale).map((day) => ({ value: String(day), label: weekdayName(day, locale) }))}
        value={view.days.map(String)}
        onChange={(ticked) => update({ days: daysValue(ticked.map(Number)) })}
        required={false}
        description="None ticked: every day."
        errorMessage={messagesAtItems(ctx.problems, at('days'))}
      />
      <ScheduleHoursField
        path={at('hours')}
        hours={view.hours}
        onChange={(hours) => update({ hours: hoursValue(hours) })}
        errors={{ hours: errorAt(at('hours')), from: errorAt(at('hours.from')), until: errorAt(at('hours.until')) }}
        locale={locale}
      />
      <div className="max-w-sm">
        <AutocompleteSelect
          id={fieldDomId(at('timeZone'))}
          label="Time zone"
          items={zones}
          selectedKey={zone}
          onSelectionChange={pickZone}
          description="The dates and hours above are read in this zone."
          errorMessage={errorAt(at('timeZone'))}
        />
      </div>
    </div>
  );
}
