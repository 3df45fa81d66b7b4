/**
 * SPEC §5: payload values are stripped to a-z A-Z 0-9 + / = - . _ (they end up inside the messenger
 * ref, which the platform truncates or rejects on anything else). The caller warns when `changed`.
 */
export function stripPayload(raw: string): { value: string; changed: boolean } {
  const value = raw.replace(/[^a-zA-Z0-9+/=\-._]/g, '');
  return { value, changed: value !== raw };
}
