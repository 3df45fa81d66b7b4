/**
 * Saves a file the studio made: an object URL followed by an `<a download>`. The studio's CSP keeps
 * `blob:` out of img-src (nothing here is shown from a blob), but a download is a navigation the CSP
 * does not govern, so this works under it.
 */

/** Chromium starts the download after the click returns; revoking the URL at once can cancel it. */
const REVOKE_AFTER_MS = 30_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** An SVG element as a standalone file: the XML declaration and the element, namespaces included. */
export function svgFile(svg: SVGSVGElement): Blob {
  const markup = new XMLSerializer().serializeToString(svg);
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`], { type: 'image/svg+xml' });
}
