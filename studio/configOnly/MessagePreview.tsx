/**
 * What the person who taps the ad sees first in Messenger: the page, the picture (named, not loaded:
 * the studio's CSP loads no image from elsewhere, and a preview must not call a third-party address),
 * the text and the quick reply. Decoration for the owner; the JSON beside it is what counts.
 */
export interface MessagePreviewProps {
  pageName: string;
  text: string;
  buttonTitle: string;
  imageUrl: string | null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function MessagePreview({ pageName, text, buttonTitle, imageUrl }: MessagePreviewProps) {
  const initial = (pageName.trim()[0] ?? '?').toUpperCase();
  return (
    <figure className="rounded-xl border border-slate-200 bg-gradient-to-b from-slate-50 to-white p-4">
      <figcaption className="sr-only">Preview of the welcome message in Messenger</figcaption>
      <div className="flex items-end gap-2" aria-hidden="true">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-600 text-xs font-semibold text-white">{initial}</span>
        <div className="flex max-w-[85%] min-w-0 flex-col gap-1">
          <span className="pl-1 text-[0.6875rem] text-slate-500">{pageName}</span>
          {imageUrl !== null && (
            <span className="flex h-28 w-52 max-w-full flex-col items-center justify-center gap-1 rounded-2xl bg-slate-200 px-3 text-center text-xs text-slate-600">
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-5 text-slate-500">
                <path fillRule="evenodd" d="M1 5.25A2.25 2.25 0 0 1 3.25 3h13.5A2.25 2.25 0 0 1 19 5.25v9.5A2.25 2.25 0 0 1 16.75 17H3.25A2.25 2.25 0 0 1 1 14.75v-9.5Zm1.5 5.81v3.69c0 .414.336.75.75.75h13.5a.75.75 0 0 0 .75-.75v-2.69l-2.22-2.219a.75.75 0 0 0-1.06 0l-1.91 1.909.47.47a.75.75 0 1 1-1.06 1.06L6.53 8.091a.75.75 0 0 0-1.06 0l-2.97 2.97ZM12 7a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z" clipRule="evenodd" />
              </svg>
              <span className="max-w-full truncate">Picture from {hostOf(imageUrl)}</span>
            </span>
          )}
          <p className="rounded-2xl rounded-bl-md bg-slate-200/80 px-3.5 py-2 text-sm break-words whitespace-pre-line text-slate-900">{text.trim() === '' ? '…' : text.trim()}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end" aria-hidden="true">
        <span className="rounded-full border border-[#0084ff] px-3.5 py-1.5 text-sm font-medium text-[#0068c9]">{buttonTitle.trim() === '' ? '…' : buttonTitle.trim()}</span>
      </div>
    </figure>
  );
}
