import { Modal } from '../Modal';
import type { WidgetViewProps } from '../widgetViewProps';
import { overlayProps } from './overlayProps';

export function ModalView(props: WidgetViewProps) {
  return <Modal {...overlayProps(props)} />;
}
