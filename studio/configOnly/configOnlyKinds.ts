/**
 * The configuration-only kinds (SPEC §1: messenger_ref_url, ads_json, ads, feed_comment, messenger_code):
 * one record each, so the screen has no per-kind branches. A record says what the kind is called, what it
 * produces in one line, which editor edits it, how its sections look with the kind's defaults filled in
 * (SPEC §3: "server data is deep-merged over per-type defaults"), and what keeps it from working.
 *
 * `ads` is listed by SPEC §1 beside `ads_json` with nothing to tell them apart: it gets the same editor
 * and JSON. Its label and description are its catalogue row's (bridge-protocol/widgetCatalogue.ts).
 */
import type { ComponentType } from 'react';
import type { ConfigOnlyWidgetType } from '../../bridge-protocol/config';
import { CONFIG_ONLY_CATALOGUE, type ConfigOnlyCatalogueKind } from '../../bridge-protocol/widgetCatalogue';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import { buildAdsJson, ADS_FIELDS } from '../rules/adsJson';
import { refPayloadOf } from '../rules/configOnlyRef';
import { feedCommentProblems, normalizeFeedCommentSettings, normalizeFeedCommentWelcome } from '../rules/feedCommentSettings';
import { normalizeMessengerCodeSettings } from '../rules/messengerCodeSettings';
import { valueAt, withValueAt } from '../rules/widgetDraft';
import { AdsJsonEditor, adsParts } from './AdsJsonEditor';
import type { ConfigOnlyEditorProps } from './editorProps';
import { FEED_SETTINGS_PATH, FEED_WELCOME_PATH, FeedCommentEditor } from './FeedCommentEditor';
import { CODE_SETTINGS_PATH, MessengerCodeEditor } from './MessengerCodeEditor';
import { MessengerRefUrlEditor } from './MessengerRefUrlEditor';
import { REF_PAYLOAD_PATH } from './RefPayloadField';

type Widget = Record<string, unknown>;

export interface KindProblem {
  field: string;
  message: string;
}

/** The kind's words (label, description) are its catalogue row's (bridge-protocol/widgetCatalogue.ts). */
export interface ConfigOnlyKind extends Pick<ConfigOnlyCatalogueKind, 'label' | 'description'> {
  Editor: ComponentType<ConfigOnlyEditorProps>;
  /** The widget with the kind's sections normalised and defaults filled in: what the editor starts from. */
  withDefaults: (widget: Widget) => Widget;
  /** What would make the saved widget not work, at its field; saving waits until there is none. */
  problems: (widget: Widget, page: StudioPage, widgetId: string) => KindProblem[];
}

type ConfigOnlyEditing = Omit<ConfigOnlyKind, 'label' | 'description'>;

/** `data.setup.ref` as text, so an untouched payload and one typed then cleared are the same draft. */
const withRefPayload = (widget: Widget): Widget => withValueAt(widget, REF_PAYLOAD_PATH, refPayloadOf(valueAt(widget, REF_PAYLOAD_PATH)));

const none = (): KindProblem[] => [];

const adsKind: ConfigOnlyEditing = {
  Editor: AdsJsonEditor,
  withDefaults: (widget) => {
    const parts = adsParts(widget);
    let next = withRefPayload(widget);
    next = withValueAt(next, ADS_FIELDS.text, parts.text);
    next = withValueAt(next, ADS_FIELDS.button, parts.buttonTitle);
    return withValueAt(next, ADS_FIELDS.image, parts.imageUrl);
  },
  problems: (widget, _page, widgetId) => buildAdsJson({ widgetId, payload: valueAt(widget, REF_PAYLOAD_PATH), ...adsParts(widget) }).problems,
};

/** Each kind's editing, keyed by type: a configuration-only type missing here does not compile. */
const CONFIG_ONLY_EDITING: Readonly<Record<ConfigOnlyWidgetType, ConfigOnlyEditing>> = {
  messenger_ref_url: {
    Editor: MessengerRefUrlEditor,
    withDefaults: withRefPayload,
    problems: none,
  },
  messenger_code: {
    Editor: MessengerCodeEditor,
    withDefaults: (widget) => withValueAt(withRefPayload(widget), CODE_SETTINGS_PATH, normalizeMessengerCodeSettings(valueAt(widget, CODE_SETTINGS_PATH))),
    problems: none,
  },
  ads_json: adsKind,
  ads: adsKind,
  feed_comment: {
    Editor: FeedCommentEditor,
    withDefaults: (widget) =>
      withValueAt(
        withValueAt(widget, FEED_SETTINGS_PATH, normalizeFeedCommentSettings(valueAt(widget, FEED_SETTINGS_PATH))),
        FEED_WELCOME_PATH,
        normalizeFeedCommentWelcome(valueAt(widget, FEED_WELCOME_PATH)),
      ),
    problems: (widget) => feedCommentProblems(normalizeFeedCommentSettings(valueAt(widget, FEED_SETTINGS_PATH)), normalizeFeedCommentWelcome(valueAt(widget, FEED_WELCOME_PATH))),
  },
};

/** The record of a widget type, or undefined when it is not a configuration-only kind. */
export function configOnlyKind(type: unknown): ConfigOnlyKind | undefined {
  const row = CONFIG_ONLY_CATALOGUE.find((kind) => kind.type === type);
  return row && { label: row.label, description: row.description, ...CONFIG_ONLY_EDITING[row.type] };
}
