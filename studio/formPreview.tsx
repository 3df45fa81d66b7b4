/**
 * TEMPORARY (drop with its commit): the widget form on its own, for looking at it in a browser with the
 * dev server (`npx vite -c vite.studio.config.ts --port 29480`, then /studio/form-preview.html?kind=bar).
 * `&broken=1` starts from a widget with wrong values, to see the problems.
 */
import './styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetProblems } from '../bridge-protocol/widgetSchema';
import { WidgetForm } from './editor/WidgetForm';
import editor from '../demo/config/editor.json';
import gallery from '../demo/config/gallery.json';
import media from '../demo/config/media.json';
import omnichat from '../demo/config/omnichat.json';
import sms from '../demo/config/sms.json';

type Json = Record<string, unknown>;
const pick = (config: { widgets: unknown[] }, id: number) => (config.widgets as Json[]).find((w) => w.widget_id === id) as Json;

const SAMPLES: Record<string, { page: Json; widget: Json }> = {
  bar: { page: editor as Json, widget: pick(editor, 91) },
  slide_in: { page: editor as Json, widget: pick(editor, 94) },
  box: { page: editor as Json, widget: pick(editor, 92) },
  button: { page: editor as Json, widget: pick(editor, 93) },
  modal: { page: media as Json, widget: pick(media, 81) },
  page_takeover: { page: gallery as Json, widget: pick(gallery, 64) },
  checkbox: { page: gallery as Json, widget: pick(gallery, 68) },
  customer_chat: { page: gallery as Json, widget: pick(gallery, 69) },
  landing: { page: media as Json, widget: pick(media, 84) },
  sms_card: { page: sms as Json, widget: pick(sms, 71) },
  sms_modal: { page: sms as Json, widget: pick(sms, 72) },
  omnichat: { page: { ...(omnichat as Json), sms_channel_connected: false }, widget: pick(omnichat, 81) },
};

const params = new URLSearchParams(location.search);
const sample = SAMPLES[params.get('kind') ?? 'bar'] ?? (SAMPLES.bar as { page: Json; widget: Json });

function broken(widget: Json): Json {
  const data = (widget.data ?? {}) as Record<string, Json>;
  return {
    ...widget,
    data: {
      ...data,
      main: { ...data.main, title: 'x'.repeat(520), whenDisplay: { type: 'scroll', value: 250 }, colors: { background: 'teal' } },
      submitted: { ...data.submitted, action: 'redirect', redirectUrl: 'javascript:alert(1)' },
      setup: { ...data.setup, urlWhitelist: ['shop.example/cart', ' '] },
      channels: { ...(data.channels ?? {}), enable_email: true, email_to: 'help@shop' },
    },
  };
}

function Preview() {
  const [widget, setWidget] = useState<Json>(() => (params.get('broken') ? broken(sample.widget) : sample.widget));
  const [problems, setProblems] = useState(() => (params.get('broken') ? widgetProblems(widget) : []));
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <nav className="mb-6 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {Object.keys(SAMPLES).map((key) => (
          <a key={key} href={`?kind=${key}`} className="text-accent-700 underline">
            {key}
          </a>
        ))}
      </nav>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,34rem)_1fr]">
        <div>
          <div className="mb-4 flex items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Edit widget</h1>
            <button
              type="button"
              onClick={() => setProblems(widgetProblems(widget))}
              className="rounded-lg bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700"
            >
              Save
            </button>
          </div>
          <WidgetForm widget={widget} pageConfig={sample.page} onChange={setWidget} problems={problems} />
        </div>
        <pre className="hidden max-h-[80vh] overflow-auto rounded-xl bg-slate-900 p-4 text-xs text-slate-100 lg:block">{JSON.stringify(widget, null, 2)}</pre>
      </div>
    </div>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Preview /></StrictMode>);
