/**
 * `messenger_ref_url`: the widget's m.me link (rules/messengerRefUrl.ts), to copy into an email, a post
 * or a bio, and the ref payload that tells its opt-ins apart. Without a usable `fb_page_id` the screen
 * says so instead of showing a link that would not work.
 */
import { messengerRefUrl } from '../rules/messengerRefUrl';
import { valueAt } from '../rules/widgetDraft';
import { CopyableOutput } from './CopyableOutput';
import type { ConfigOnlyEditorProps } from './editorProps';
import { FiledAs } from './FiledAs';
import { Notice } from './Notice';
import { Panel } from './Panel';
import { REF_PAYLOAD_PATH, RefPayloadField } from './RefPayloadField';

export function MessengerRefUrlEditor({ page, widget, widgetId, onChange, errorAt }: ConfigOnlyEditorProps) {
  const payload = valueAt(widget, REF_PAYLOAD_PATH);
  const link = messengerRefUrl({ fbPageId: page.config.fb_page_id, widgetId, payload, source: 'link' });
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-6">
      <Panel title="Settings" description="What the link carries back to you.">
        <RefPayloadField value={payload} onChange={(value) => onChange(REF_PAYLOAD_PATH, value)} errorMessage={errorAt(REF_PAYLOAD_PATH)} warning={link.kind === 'ok' ? link.warning : null} />
      </Panel>
      <Panel title="Your link" description="Anyone who opens it starts a Messenger conversation with your page and is subscribed through this widget.">
        {link.kind === 'ok' ? (
          <>
            <CopyableOutput
              label="m.me link"
              value={link.url}
              what="Link"
              actions={
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-accent-700 outline-none hover:bg-accent-50 focus-visible:ring-2 focus-visible:ring-accent-600"
                >
                  Open in Messenger
                  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
                    <path fillRule="evenodd" d="M4.25 5.5a.75.75 0 0 0-.75.75v8.5c0 .414.336.75.75.75h8.5a.75.75 0 0 0 .75-.75v-4a.75.75 0 0 1 1.5 0v4A2.25 2.25 0 0 1 12.75 17h-8.5A2.25 2.25 0 0 1 2 14.75v-8.5A2.25 2.25 0 0 1 4.25 4h5a.75.75 0 0 1 0 1.5h-5Z" clipRule="evenodd" />
                    <path fillRule="evenodd" d="M6.194 12.753a.75.75 0 0 0 1.06.053L16.5 4.44v2.81a.75.75 0 0 0 1.5 0v-4.5a.75.75 0 0 0-.75-.75h-4.5a.75.75 0 0 0 0 1.5h2.553l-9.056 8.194a.75.75 0 0 0-.053 1.06Z" clipRule="evenodd" />
                  </svg>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              }
            />
            <FiledAs refValue={link.ref} widgetId={widgetId} />
          </>
        ) : (
          <Notice tone="warning">{link.message}</Notice>
        )}
      </Panel>
    </div>
  );
}
