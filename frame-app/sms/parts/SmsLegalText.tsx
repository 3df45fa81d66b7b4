/**
 * The consent under every form that collects a number: SPEC §8 "SMS legal text", verbatim, then who the
 * consent is given to (the business's name) and its Terms and Privacy pages when the page configures them
 * (sms/rules/smsBusiness.ts). Left-aligned and compact, so it reads as the fine print it is rather than a
 * centred block of five lines (issue 29).
 */
import { useContext } from 'react';
import { FOCUS_RING } from '../../parts/embedStyles';
import { SmsBusinessContext } from './smsBusinessContext';

export const SMS_LEGAL_TEXT =
  'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';

const LINK = `rounded-sm font-medium underline underline-offset-2 hover:no-underline ${FOCUS_RING}`;

export function SmsLegalText({ className = 'text-slate-500', color }: { className?: string; color?: string | undefined }) {
  const business = useContext(SmsBusinessContext);
  const links = [
    { text: 'Terms', href: business.termsUrl },
    { text: 'Privacy', href: business.privacyUrl },
  ].filter((link): link is { text: string; href: string } => link.href !== null);
  const parts = [
    ...(business.name === null ? [] : [<span key="name" className="font-semibold">{business.name}</span>]),
    ...links.map((link) => (
      <a key={link.text} href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {link.text}
      </a>
    )),
  ];
  return (
    <div data-sms-legal="" className={`text-left text-xs leading-snug ${className}`} style={color === undefined ? undefined : { color }}>
      <p data-testid="sms-legal-text">{SMS_LEGAL_TEXT}</p>
      {parts.length > 0 && (
        <p data-testid="sms-legal-business" className="mt-1.5">
          {parts.flatMap((part, index) => (index === 0 ? [part] : [<span key={`sep${index}`} aria-hidden="true"> · </span>, part]))}
        </p>
      )}
    </div>
  );
}
