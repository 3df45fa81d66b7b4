/** Which templates a stored widget can wear: its catalogue row's offer (none for a type and channel without a layout). */
import { WIDGET_CATALOGUE } from '../../bridge-protocol/widgetCatalogue';
import { channelFamily } from '../../bridge-protocol/widgetKinds';
import type { TemplateOffer } from '../../bridge-protocol/widgetTemplates';

export function widgetTemplateOffer(widget: Record<string, unknown>): TemplateOffer {
  const type = String(widget.widget_type ?? widget.type);
  const family = channelFamily(typeof widget.channel === 'string' ? widget.channel : null);
  return WIDGET_CATALOGUE.find((kind) => kind.type === type && kind.channel === family)?.templates ?? 'none';
}
