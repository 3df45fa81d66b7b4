/**
 * Notices a field shows from the page's configuration rather than the widget's: an omnichat channel
 * that is switched on but cannot be listed, because the page lacks what it needs (SPEC §2 "A channel
 * appears only if enabled and configured"; frame-app/rules/omnichatChannels.ts). The form cannot fix
 * the page, so it says why the channel will not show instead of letting the owner wonder.
 */
export type PageHintId = 'noFacebookPage' | 'noSmsChannel';

const present = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

const HINTS: Readonly<Record<PageHintId, (page: Record<string, unknown>) => string | null>> = {
  noFacebookPage: (page) => (present(page.fb_page_id) ? null : 'This page has no Facebook page id yet, so Messenger is not listed.'),
  noSmsChannel: (page) =>
    page.sms_channel_connected === true && present(page.widget_phone) ? null : 'This page has no connected SMS channel and phone number yet, so SMS is not listed.',
};

export function pageHintText(id: PageHintId, page: Record<string, unknown>): string | null {
  return HINTS[id](page);
}
