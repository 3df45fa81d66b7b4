/**
 * The daily hours of a widget's schedule ("Only between"): a start and an end time. An end earlier than
 * the start runs past midnight, which the field says under the end ("Ends the next morning"); the
 * writing of it (26:00 for 2 am) is scheduleValue.ts's.
 */
import { useId } from 'react';
import { descriptionClass, errorClass, labelClass } from '../controls/controlStyles';
import { TimeField } from '../controls/TimeField';
import { fieldDomId } from '../rules/fieldDomId';
import { endsNextMorning, type ScheduleHours } from '../rules/scheduleValue';

export interface ScheduleHoursFieldProps {
  /** The stored part's path (`data.setup.schedule.hours`); `.from` and `.until` are under it. */
  path: string;
  hours: ScheduleHours;
  onChange: (hours: ScheduleHours) => void;
  /** Problems at the part itself, at `.from` and at `.until`. */
  errors: { hours: string | undefined; from: string | undefined; until: string | undefined };
  locale: string;
}

const ENDS_NEXT_MORNING = 'Ends the next morning.';

export function ScheduleHoursField({ path, hours, onChange, errors, locale }: ScheduleHoursFieldProps) {
  const headingId = useId();
  return (
    <div id={fieldDomId(path)} role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <span id={headingId} className={labelClass}>
        Only between
      </span>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div id={fieldDomId(`${path}.from`)}>
          <TimeField label="From" value={hours.from} onChange={(from) => onChange({ ...hours, from })} locale={locale} required={false} errorMessage={errors.from} />
        </div>
        <div id={fieldDomId(`${path}.until`)}>
          <TimeField
            label="Until"
            value={hours.until}
            onChange={(until) => onChange({ ...hours, until })}
            locale={locale}
            required={false}
            description={endsNextMorning(hours) ? ENDS_NEXT_MORNING : undefined}
            errorMessage={errors.until}
          />
        </div>
      </div>
      <p className={descriptionClass}>Each day it shows. An end before the start runs past midnight.</p>
      {errors.hours && <p className={errorClass}>{errors.hours}</p>}
    </div>
  );
}
