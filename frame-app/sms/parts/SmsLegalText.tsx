/** SPEC §8 "SMS legal text", verbatim. Shown under every SMS opt-in form. */
export const SMS_LEGAL_TEXT =
  'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';

export function SmsLegalText({ className = 'text-slate-500', color }: { className?: string; color?: string | undefined }) {
  return (
    <p data-testid="sms-legal-text" className={`text-xs leading-relaxed ${className}`} style={color === undefined ? undefined : { color }}>
      {SMS_LEGAL_TEXT}
    </p>
  );
}
