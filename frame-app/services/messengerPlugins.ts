/**
 * The messenger SDK adapter (SPEC §7 "Messenger SDK"): what the widget asks of the SDK, in our words.
 * - plugin events of both streams, to one handler;
 * - the checkbox confirm (app_id, page_id, ref, user_ref);
 * - customer chat show, hide, showDialog, hideDialog, update (ref, logged_in_greeting,
 *   logged_out_greeting). Meta shut the customer chat plugin down in May 2024, so these answer false
 *   (and warn once) when the SDK no longer has it; the customer_chat widget draws its own bubble.
 */
import type { FbSdk } from './messengerSdk';

const PLUGIN_EVENT_STREAMS = ['send_to_messenger', 'messenger_checkbox'] as const;
const CHECKBOX_CONFIRMATION_EVENT = 'MessengerCheckboxUserConfirmation';

export interface CheckboxConfirmation {
  app_id: string;
  page_id: string;
  ref: string;
  user_ref: string;
}

export interface CustomerChatUpdate {
  ref: string;
  logged_in_greeting?: string;
  logged_out_greeting?: string;
}

export interface MessengerPlugins {
  /** Renders the plugin markup inside `element` (XFBML). */
  parse(element: Element): void;
  /** Every plugin event; returns the unsubscribe function. */
  onEvent(handler: (event: unknown) => void): () => void;
  confirmCheckbox(confirmation: CheckboxConfirmation): void;
  customerChat: {
    show(shouldShowDialog?: boolean): boolean;
    hide(): boolean;
    showDialog(): boolean;
    hideDialog(): boolean;
    update(options: CustomerChatUpdate): boolean;
  };
}

export function createMessengerPlugins(fb: FbSdk, warn: (message: string) => void = console.warn): MessengerPlugins {
  let warnedChat = false;
  const chat = <T extends unknown[]>(call: (api: NonNullable<FbSdk['CustomerChat']>, ...args: T) => void) =>
    (...args: T): boolean => {
      if (!fb.CustomerChat) {
        if (!warnedChat) warn('[MC] the messenger customer chat plugin is not in this SDK (Meta shut it down in May 2024); the bubble opens m.me instead.');
        warnedChat = true;
        return false;
      }
      call(fb.CustomerChat, ...args);
      return true;
    };
  return {
    parse: (element) => fb.XFBML.parse(element),
    onEvent(handler) {
      for (const stream of PLUGIN_EVENT_STREAMS) fb.Event.subscribe(stream, handler);
      return () => {
        for (const stream of PLUGIN_EVENT_STREAMS) fb.Event.unsubscribe?.(stream, handler);
      };
    },
    confirmCheckbox(confirmation) {
      fb.AppEvents.logEvent(CHECKBOX_CONFIRMATION_EVENT, null, { ...confirmation });
    },
    customerChat: {
      show: chat((api, shouldShowDialog?: boolean) => api.show(shouldShowDialog)),
      hide: chat((api) => api.hide()),
      showDialog: chat((api) => api.showDialog()),
      hideDialog: chat((api) => api.hideDialog()),
      update: chat((api, options: CustomerChatUpdate) => {
        const fields: Record<string, string> = { ref: options.ref };
        if (options.logged_in_greeting !== undefined) fields.logged_in_greeting = options.logged_in_greeting;
        if (options.logged_out_greeting !== undefined) fields.logged_out_greeting = options.logged_out_greeting;
        api.update(fields);
      }),
    },
  };
}
