/**
 * `ads_json` (and `ads`): the welcome message of a click-to-Messenger ad, edited in parts (text, quick
 * reply, optional picture, ref payload), previewed as Messenger shows it, and given as the JSON to paste
 * into Ads Manager (rules/adsJson.ts). The JSON is read-only: it is made from the parts, never edited
 * by hand, so it always carries the widget's ref.
 */
import { TextArea } from '../controls/TextArea';
import { TextField } from '../controls/TextField';
import { ADS_BUTTON_DEFAULT, ADS_BUTTON_MAX, ADS_FIELDS, ADS_TEXT_DEFAULT, ADS_TEXT_MAX, buildAdsJson } from '../rules/adsJson';
import { valueAt } from '../rules/widgetDraft';
import { CopyableOutput } from './CopyableOutput';
import type { ConfigOnlyEditorProps } from './editorProps';
import { FiledAs } from './FiledAs';
import { MessagePreview } from './MessagePreview';
import { Panel } from './Panel';
import { REF_PAYLOAD_PATH, RefPayloadField } from './RefPayloadField';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** The ads JSON's parts as the widget stores them, with the kind's defaults. */
export function adsParts(widget: Record<string, unknown>) {
  return {
    text: text(valueAt(widget, ADS_FIELDS.text), ADS_TEXT_DEFAULT),
    buttonTitle: text(valueAt(widget, ADS_FIELDS.button), ADS_BUTTON_DEFAULT),
    imageUrl: text(valueAt(widget, ADS_FIELDS.image)),
  };
}

export function AdsJsonEditor({ page, widget, widgetId, onChange, errorAt }: ConfigOnlyEditorProps) {
  const parts = adsParts(widget);
  const payload = valueAt(widget, REF_PAYLOAD_PATH);
  const ads = buildAdsJson({ widgetId, payload, ...parts });
  const pageName = typeof page.config.page_name === 'string' && page.config.page_name.trim() !== '' ? page.config.page_name : page.id;
  const count = (value: string, max: number) => `${[...value].length} / ${max} characters.`;

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-6">
      <Panel title="Welcome message" description="What Messenger sends when someone taps your ad.">
        <TextArea
          label="Message text"
          value={parts.text}
          onChange={(value) => onChange(ADS_FIELDS.text, value)}
          rows={4}
          maxLength={ADS_TEXT_MAX}
          description={count(parts.text, ADS_TEXT_MAX)}
          errorMessage={errorAt(ADS_FIELDS.text)}
        />
        <TextField
          label="Subscribe button"
          value={parts.buttonTitle}
          onChange={(value) => onChange(ADS_FIELDS.button, value)}
          description={`A quick reply under the text; tapping it subscribes. ${count(parts.buttonTitle, ADS_BUTTON_MAX)}`}
          errorMessage={errorAt(ADS_FIELDS.button)}
        />
        <TextField
          label="Picture address"
          type="url"
          required={false}
          value={parts.imageUrl}
          onChange={(value) => onChange(ADS_FIELDS.image, value)}
          placeholder="https://example.com/offer.jpg"
          description="Sent before the text. An https:// address Messenger can fetch."
          errorMessage={errorAt(ADS_FIELDS.image)}
        />
        <RefPayloadField value={payload} onChange={(value) => onChange(REF_PAYLOAD_PATH, value)} errorMessage={errorAt(REF_PAYLOAD_PATH)} warning={ads.warning} />
      </Panel>

      <div className="flex flex-col gap-5 lg:gap-6">
        <Panel title="Preview">
          <MessagePreview pageName={pageName} text={parts.text} buttonTitle={parts.buttonTitle} imageUrl={parts.imageUrl.trim() === '' || errorAt(ADS_FIELDS.image) ? null : parts.imageUrl} />
        </Panel>
        <Panel title="JSON for your ad" description="In Ads Manager: Message template → Create new → JSON. Paste it there.">
          <CopyableOutput
            label="Ads JSON"
            value={ads.json}
            what="JSON"
            multiline
            rows={Math.min(18, ads.json.split('\n').length)}
            isCopyDisabled={ads.problems.length > 0}
            description={ads.problems.length > 0 ? 'Fix the fields marked in red first: this JSON would be refused.' : undefined}
          />
          <FiledAs refValue={ads.ref} widgetId={widgetId} via="Tapping the button sends back the payload" />
        </Panel>
      </div>
    </div>
  );
}
