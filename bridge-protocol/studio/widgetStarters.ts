/**
 * What the studio offers under "New widget", and what a new widget of each kind starts with: a name and
 * the texts a site owner sees first, in the spec's words where it has them ("Send to Messenger",
 * "Subscribe"). Everything else comes from the kind's defaults, so a new widget looks like the kind's
 * default and the owner starts editing texts, not structure. A projection of the catalogue
 * (widgetCatalogue.ts), in its order; the server builds the widget from it (server/api/studioWidgets.ts).
 */
import { CONFIG_ONLY_CATALOGUE, WIDGET_CATALOGUE, type StarterText } from '../widgetCatalogue';
import { applyTemplate, templatesFor, type TemplateOffer, type WidgetTemplate } from '../widgetTemplates';
import type { WidgetMain } from '../config';

export interface WidgetStarter extends StarterText {
  /** `${widget_type}:${channel}`: the offer's key in the studio's menu and the create request. */
  key: string;
  widget_type: string;
  channel: 'fb' | 'sms' | 'omni' | 'none';
  /** Configuration-only: no visitor layout (the studio shows its own screen). */
  configOnly: boolean;
  /** The designed templates it offers; a new widget wears the first unless another is chosen. */
  templates: TemplateOffer;
}

/** The channel a new widget is saved with: Messenger layouts say `fb`, as the spec's examples do. */
const CONFIGURED_CHANNEL = { messenger: 'fb', sms: 'sms', omni: 'omni' } as const;

const starter = (widget_type: string, channel: WidgetStarter['channel'], text: StarterText, configOnly: boolean, templates: TemplateOffer): WidgetStarter => ({
  key: `${widget_type}:${channel}`,
  widget_type,
  channel,
  ...text,
  configOnly,
  templates,
});

export const WIDGET_STARTERS: readonly WidgetStarter[] = [
  ...WIDGET_CATALOGUE.map((kind) => starter(kind.type, CONFIGURED_CHANNEL[kind.channel], kind.starter, false, kind.templates)),
  ...CONFIG_ONLY_CATALOGUE.flatMap((kind) => (kind.starter ? [starter(kind.type, 'fb', kind.starter, true, 'none')] : [])),
];

export function widgetStarter(key: string): WidgetStarter | undefined {
  return WIDGET_STARTERS.find((s) => s.key === key);
}

/** Whether a starter makes a widget without a visitor layout (the studio shows its own screen). */
export const isConfigOnlyStarter = (s: WidgetStarter): boolean => s.configOnly;

/** The template a new widget wears: the one asked for, else the kind's first (none for a kind without templates); `offered: false` for an id the kind does not offer. */
export type StarterTemplate = { offered: true; template: WidgetTemplate | undefined } | { offered: false };

export function starterTemplate(starter: WidgetStarter, templateId: string | undefined): StarterTemplate {
  const offered = templatesFor(starter.templates);
  if (templateId === undefined) return { offered: true, template: offered[0] };
  const template = offered.find((t) => t.id === templateId);
  return template ? { offered: true, template } : { offered: false };
}

/** A new widget's `data`: the starter's texts, in its template's design (pictures under `providerOrigin`). */
export function starterData(starter: WidgetStarter, template: WidgetTemplate | undefined, providerOrigin: string): Record<string, unknown> {
  const data = structuredClone(starter.data);
  if (template === undefined) return data;
  const main = (data.main ?? {}) as WidgetMain;
  return { ...data, main: applyTemplate(main, template, providerOrigin) };
}
