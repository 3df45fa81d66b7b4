/**
 * An embedded widget's width (SPEC §3 data.main.width, a unit and number pair): the number, bounded by
 * its unit (at least SPEC §9's 280 px), beside the unit. Switching the unit keeps a number that still
 * fits it, else gives the unit's usual width. Without a width the widget is as wide as the element it
 * is placed in, so the number may stay empty (emptying it removes the width).
 */
import { descriptionClass } from '../controls/controlStyles';
import { NumberField } from '../controls/NumberField';
import { RadioGroup } from '../controls/RadioGroup';
import { numeric } from '../../bridge-protocol/studio/widgetFieldChecks';
import { fieldDomId } from '../rules/fieldDomId';
import { messagesAt } from './problemTargets';
import { widthBounds, widthFor, type WidthUnit } from './ruleValues';
import type { FieldContext } from './fieldContext';

export interface WidthFieldProps {
  path: string;
  label: string;
  value: unknown;
  help?: string | undefined;
  ctx: FieldContext;
}

export function WidthField({ path, label, value, help, ctx }: WidthFieldProps) {
  const width = value !== null && typeof value === 'object' ? (value as { unit?: unknown; number?: unknown }) : {};
  const unit: WidthUnit = width.unit === '%' ? '%' : 'px';
  const { min, max } = widthBounds(unit);
  return (
    <div id={fieldDomId(path)} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <div className="w-40">
          <NumberField
            id={fieldDomId(`${path}.number`)}
            label={label}
            value={numeric(width.number)}
            onChange={(number) => ctx.write(path, number === null ? undefined : { unit, number })}
            required={false}
            placeholder="Auto"
            min={min}
            max={max}
            integerOnly
            positive
            errorMessage={messagesAt(ctx.problems, `${path}.number`) ?? messagesAt(ctx.problems, path)}
          />
        </div>
        <RadioGroup
          id={fieldDomId(`${path}.unit`)}
          label="Unit"
          orientation="horizontal"
          options={[
            { value: 'px', label: 'Pixels' },
            { value: '%', label: 'Percent' },
          ]}
          // Pixels until said otherwise: a number typed without a unit is written in px.
          value={width.unit === undefined ? 'px' : width.unit === 'px' || width.unit === '%' ? width.unit : null}
          onChange={(picked) => ctx.write(path, widthFor(picked as WidthUnit, width))}
          errorMessage={messagesAt(ctx.problems, `${path}.unit`)}
        />
      </div>
      {help && <p className={descriptionClass}>{help}</p>}
    </div>
  );
}
