import { PageTakeover } from '../PageTakeover';
import { overlayProps, type OverlayViewProps } from './overlayProps';

export function PageTakeoverView(props: OverlayViewProps) {
  return <PageTakeover {...overlayProps(props)} />;
}
