/**
 * The host origin comes from the frame URL, which anyone can write; where the browser tells us who
 * actually embeds us (`location.ancestorOrigins`, Chromium and WebKit), the two must agree, or a page
 * could frame the widget while claiming to be another site. Returns the reason to refuse, or null.
 */
export function verifyHostOrigin(hostOrigin: string, ancestorOrigins: ArrayLike<string> | undefined): string | null {
  if (!ancestorOrigins || ancestorOrigins.length === 0) return null;
  const parent = ancestorOrigins[0];
  return parent === hostOrigin ? null : `the frame URL names host ${hostOrigin} but the embedding page is ${String(parent)}`;
}
