/**
 * SPEC §5: an SMS widget on the sms or omni channel is created only if the current hostname is in the
 * page's whitelist when one exists; localhost is always added. Shared by the loader (which decides
 * whether to create the iframe) and anything else that needs the same answer.
 *
 * Entries are hostnames, optionally with a port (as the server's frame-ancestors parser reads them);
 * the port is ignored here because SPEC compares the hostname only. `127.0.0.1` counts as localhost.
 */
const ALWAYS_ALLOWED = ['localhost', '127.0.0.1'];

export function isSmsChannel(channel: string | undefined | null): boolean {
  return channel === 'sms' || channel === 'omni';
}

function entryHost(entry: string): string {
  return entry.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[:/].*$/, '').replace(/^www\./, '');
}

export function isHostAllowedForSms(hostname: string, whitelist: readonly string[] | null | undefined): boolean {
  if (!whitelist || whitelist.length === 0) return true;
  const host = hostname.toLowerCase().replace(/^www\./, '');
  const allowed = [...whitelist.map(entryHost), ...ALWAYS_ALLOWED];
  return allowed.includes(host);
}
