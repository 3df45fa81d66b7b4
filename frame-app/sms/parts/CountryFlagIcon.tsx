/**
 * The flags of the phone field, a lazy chunk of their own (lazyCountryFlagIcon.ts): the 3:2 flags of
 * the maintained `country-flag-icons` package as React components, i.e. inline SVG elements built by
 * React (no markup strings, no innerHTML, nothing the frame's CSP refuses), drawn the same on every
 * system. Emoji flags are not used: Windows and most Linux systems have no colour-emoji flags and show
 * empty boxes or letter pairs.
 *
 * Apart from the country table (sms/services/phoneData.ts): they are decorative and weigh more than the
 * table and the validator together, so the field works as soon as the table is there and the flags
 * fill their fixed-size boxes (CountryFlag.tsx) when they arrive.
 */
import * as flagIcons from 'country-flag-icons/react/3x2';
import type { ReactElement } from 'react';

/** By ISO 3166-1 alpha-2 code (the package names sub-regions "GB_SCT", which no table code matches). */
const FLAGS: Readonly<Record<string, ((props: { className?: string }) => ReactElement) | undefined>> = flagIcons;

/** The flag of `iso` as an SVG element, or nothing when there is no such flag. */
export default function CountryFlagIcon({ iso, className }: { iso: string | null; className?: string }) {
  // Own properties only ("toString" is no flag), and functions only: the namespace also holds the
  // package's `default` export (an object of all flags). Not bridge-protocol/ownValue: importing a
  // start-up module here splits it into a start-up chunk of its own (one more request per frame).
  const Svg = iso !== null && Object.prototype.hasOwnProperty.call(FLAGS, iso) ? FLAGS[iso] : undefined;
  return typeof Svg === 'function' ? <Svg className={className} /> : null;
}
