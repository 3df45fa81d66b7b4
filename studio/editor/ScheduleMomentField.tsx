/**
 * One end of a widget's schedule ("Show from", "Show until"): a date, and a time that is optional (without
 * one, the date alone is written: from midnight, or to the end of that day) and waits for the date, since
 * a time is never stored without one. Clear empties both.
 */
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { DatePicker } from '../controls/DatePicker';
import { descriptionClass, linkButtonClass } from '../controls/controlStyles';
import { TimeField } from '../controls/TimeField';
import { fieldDomId } from '../rules/fieldDomId';
import type { ScheduleMoment } from '../rules/scheduleValue';
import { focusField } from './focusField';

export interface ScheduleMomentFieldProps {
  /** The stored part's path (`data.setup.schedule.start`): the fields' id and their problems' place. */
  path: string;
  label: string;
  moment: ScheduleMoment;
  onChange: (moment: ScheduleMoment) => void;
  /** What a date without a time means here. */
  timeHelp: string;
  errorMessage: string | undefined;
  locale: string;
}

export function ScheduleMomentField({ path, label, moment, onChange, timeHelp, errorMessage, locale }: ScheduleMomentFieldProps) {
  const noteId = useId();
  const clear = () => {
    onChange({ date: null, time: null });
    // The button is disabled once nothing is left to clear: focus goes where a new date is typed.
    focusField(path);
  };
  return (
    <div id={fieldDomId(path)} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-start gap-2">
        <DatePicker
          label={label}
          value={moment.date}
          // An emptied date takes its time with it: a time alone is not a moment.
          onChange={(date) => onChange({ date, time: date === null ? null : moment.time })}
          locale={locale}
          required={false}
          errorMessage={errorMessage}
        />
        <TimeField
          label="Time"
          spokenSuffix={`for ${label.toLowerCase()}`}
          value={moment.time}
          onChange={(time) => onChange({ date: moment.date, time })}
          locale={locale}
          required={false}
          isDisabled={moment.date === null}
          describedBy={noteId}
        />
        <Button
          aria-label={`Clear ${label.toLowerCase()}`}
          isDisabled={moment.date === null && moment.time === null}
          onPress={clear}
          // Level with the inputs, under the labels' line.
          className={`${linkButtonClass} mt-6 h-9.5 data-[disabled]:text-slate-400 data-[disabled]:no-underline`}
        >
          Clear
        </Button>
      </div>
      <p id={noteId} className={descriptionClass}>
        {timeHelp}
      </p>
    </div>
  );
}
