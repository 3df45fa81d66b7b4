/**
 * A layout view's complete props for component tests (widgets/widgetViewProps.ts): shown, not
 * submitted, a desktop host, spied actions; a test overrides what it is about.
 */
import { vi } from 'vitest';
import type { MergedWidget } from '../../../frame-app/config/mergeWidget';
import type { KindViewProps } from '../../../frame-app/widgets/WidgetView';
import { kindOf } from './kindFixtures';
import { page, VIEWPORT } from './fixtures';

export type ViewPropsOverrides = Partial<Omit<KindViewProps, 'actions' | 'host'>> & {
  actions?: Partial<KindViewProps['actions']>;
  host?: Partial<KindViewProps['host']>;
};

export function viewProps(widget: MergedWidget, overrides: ViewPropsOverrides = {}): KindViewProps {
  const { actions, host, ...rest } = overrides;
  return {
    kind: kindOf(widget),
    widget,
    isSubmitted: false,
    isDisplayed: true,
    defaultSize: false,
    chatLink: null,
    smsEnv: null,
    channelFacts: { fbPageId: null, widgetPhone: null, smsChannelConnected: false, pageName: null },
    lastSeenAt: null,
    ...rest,
    host: { viewportWidth: VIEWPORT.width, viewportHeight: VIEWPORT.height, mobile: false, page: page(), showPopupMessage: false, ...host },
    actions: {
      submit: vi.fn(),
      close: vi.fn(),
      rendered: vi.fn(),
      dismissPopupMessage: vi.fn(),
      openChat: vi.fn(),
      fillViewport: vi.fn(),
      pixelEvent: vi.fn(),
      ...actions,
    },
  };
}
