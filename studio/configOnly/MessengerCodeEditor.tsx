/**
 * `messenger_code`: the scannable code of the widget's m.me link (SPEC §3 messenger_code_settings: size,
 * bgColor, fgColor, removeLogoBackground; §9 size 200), its settings beside a live preview at its real
 * size, and the PNG and SVG files. Colours too close to scan, or an inverted code, are warned about
 * (rules/codeContrast.ts); the code is still drawn, since the owner may be on the way to better ones.
 */
import { useMemo, useRef } from 'react';
import { NumberField } from '../controls/NumberField';
import { codeContrast } from '../rules/codeContrast';
import { messengerCodeLayout } from '../rules/messengerCodeLayout';
import {
  MESSENGER_CODE_SIZE_DEFAULT,
  MESSENGER_CODE_SIZE_MAX,
  MESSENGER_CODE_SIZE_MIN,
  normalizeMessengerCodeSettings,
} from '../rules/messengerCodeSettings';
import { messengerRefUrl } from '../rules/messengerRefUrl';
import { valueAt } from '../rules/widgetDraft';
import { CodeDownloads } from './CodeDownloads';
import { ColorField } from './ColorField';
import type { ConfigOnlyEditorProps } from './editorProps';
import { LinkLine } from './LinkLine';
import { LiveRegion } from './LiveRegion';
import { MessengerCodeSvg } from './MessengerCodeSvg';
import { Notice } from './Notice';
import { Panel } from './Panel';
import { REF_PAYLOAD_PATH, RefPayloadField } from './RefPayloadField';
import { SwitchField } from './SwitchField';

export const CODE_SETTINGS_PATH = 'data.messenger_code_settings';
const at = (key: string) => `${CODE_SETTINGS_PATH}.${key}`;

export function MessengerCodeEditor({ page, widget, widgetId, onChange, errorAt }: ConfigOnlyEditorProps) {
  const settings = normalizeMessengerCodeSettings(valueAt(widget, CODE_SETTINGS_PATH));
  const payload = valueAt(widget, REF_PAYLOAD_PATH);
  const link = messengerRefUrl({ fbPageId: page.config.fb_page_id, widgetId, payload, source: 'code' });
  const url = link.kind === 'ok' ? link.url : null;
  const layout = useMemo(
    () => (url === null ? null : messengerCodeLayout(url, { logo: true, removeLogoBackground: settings.removeLogoBackground })),
    [url, settings.removeLogoBackground],
  );
  const contrast = codeContrast(settings.fgColor, settings.bgColor);
  const svg = useRef<SVGSVGElement>(null);
  const colours = { size: settings.size, fgColor: settings.fgColor, bgColor: settings.bgColor };

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-6">
      <Panel title="Settings" description="How the code looks in print and on screen.">
        <NumberField
          label="Size (px)"
          value={settings.size}
          onChange={(value) => onChange(at('size'), value ?? MESSENGER_CODE_SIZE_DEFAULT)}
          min={MESSENGER_CODE_SIZE_MIN}
          max={MESSENGER_CODE_SIZE_MAX}
          integerOnly
          positive
          description={`Width and height with the quiet zone; the PNG is this size. ${MESSENGER_CODE_SIZE_MIN} to ${MESSENGER_CODE_SIZE_MAX}, ${MESSENGER_CODE_SIZE_DEFAULT} by default.`}
          errorMessage={errorAt(at('size'))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField label="Code colour" value={settings.fgColor} onChange={(value) => onChange(at('fgColor'), value)} errorMessage={errorAt(at('fgColor'))} />
          <ColorField label="Background" value={settings.bgColor} onChange={(value) => onChange(at('bgColor'), value)} errorMessage={errorAt(at('bgColor'))} />
        </div>
        <LiveRegion>{contrast.message !== null && <Notice tone="warning">{contrast.message}</Notice>}</LiveRegion>
        <SwitchField
          label="Logo without its white plate"
          isSelected={settings.removeLogoBackground}
          onChange={(value) => onChange(at('removeLogoBackground'), value)}
          description="Off: the Messenger logo sits on a white square. On: the code runs up to the logo, on its own background."
        />
        <RefPayloadField value={payload} onChange={(value) => onChange(REF_PAYLOAD_PATH, value)} errorMessage={errorAt(REF_PAYLOAD_PATH)} warning={link.kind === 'ok' ? link.warning : null} />
      </Panel>

      <Panel
        title="Preview"
        description="Real size where it fits. Scan it with a phone to try it."
        aside={
          <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
            {settings.size} × {settings.size} px
          </span>
        }
      >
        {layout === null || url === null ? (
          <Notice tone="warning">{link.kind === 'no-page' ? link.message : ''}</Notice>
        ) : (
          <>
            <div className="grid min-h-64 place-items-center overflow-hidden rounded-lg border border-slate-100 bg-slate-50 p-4 sm:p-8">
              <MessengerCodeSvg ref={svg} layout={layout} size={settings.size} fgColor={settings.fgColor} bgColor={settings.bgColor} title={`Messenger code for ${url}`} className="h-auto max-w-full shadow-sm" />
            </div>
            <CodeDownloads svg={svg} layout={layout} colours={colours} fileBase={`messenger-code-${widgetId}`} />
            <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-4">
              <LinkLine label="Opens" url={url} />
              <p className="text-xs text-slate-500">
                QR version {layout.version}, error correction {layout.errorCorrectionLevel} (about 30 % may be covered; the logo covers about 5 %), a quiet zone of {layout.quietZone} modules.
              </p>
            </div>
          </>
        )}
      </Panel>
    </div>
  );
}
