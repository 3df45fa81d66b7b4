/**
 * `data.setup.ref` of a configuration-only kind: the payload its reference value carries (SPEC §3), so
 * the owner can tell opt-ins from one campaign or one printed code from another. Shown with the ref
 * it makes and a warning when characters were left out of it.
 */
import { TextField } from '../controls/TextField';
import { MAX_PAYLOAD_LENGTH } from '../../bridge-protocol/referenceValue';
import { refPayloadOf } from '../rules/configOnlyRef';
import { LiveRegion } from './LiveRegion';
import { Notice } from './Notice';

export const REF_PAYLOAD_PATH = 'data.setup.ref';

export interface RefPayloadFieldProps {
  value: unknown;
  onChange: (value: string) => void;
  errorMessage?: string;
  /** The payload stripped or cut on its way into the ref (configOnlyRef's warning). */
  warning: string | null;
}

export function RefPayloadField({ value, onChange, errorMessage, warning }: RefPayloadFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Ref payload"
        required={false}
        value={refPayloadOf(value)}
        onChange={onChange}
        maxLength={MAX_PAYLOAD_LENGTH}
        placeholder="spring-sale"
        description={`Tells this source’s opt-ins apart, e.g. a campaign. Letters, digits and + / = - . _ only, at most ${MAX_PAYLOAD_LENGTH}.`}
        errorMessage={errorMessage}
      />
      <LiveRegion>{warning !== null && <Notice tone="warning">In the ref, {warning}.</Notice>}</LiveRegion>
    </div>
  );
}
