/**
 * SPEC §5 link rule, shared by the frame (links it renders) and the loader (URLs it navigates to):
 * empty becomes '#'; anything containing an angle bracket, a backslash or a javascript: scheme becomes '#'.
 * Whitespace and control characters are ignored when looking for the scheme, because browsers ignore
 * them too ("java\tscript:" runs). data: and vbscript: are refused as well: no legitimate widget link
 * needs them and both can run script.
 */
export function sanitizeLink(raw: unknown): string {
  if (typeof raw !== 'string') return '#';
  const url = raw.trim();
  if (url === '' || /[<>\\]/.test(url)) return '#';
  // eslint-disable-next-line no-control-regex
  const squashed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (/^(javascript|data|vbscript):/.test(squashed)) return '#';
  return url;
}
