import { Modal } from '../Modal';
import { overlayProps, type OverlayViewProps } from './overlayProps';

export function ModalView(props: OverlayViewProps) {
  return <Modal {...overlayProps(props)} />;
}
