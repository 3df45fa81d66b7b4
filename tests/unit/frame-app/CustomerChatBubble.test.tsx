// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetSetup } from '../../../bridge-protocol/config';
import { BUBBLE_NAME, CustomerChatBubble, type CustomerChatBubbleProps } from '../../../frame-app/widgets/CustomerChatBubble';
import { POWERED_BY_LABEL, POWERED_BY_URL } from '../../../frame-app/config/poweredBy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const XSS = '<img src=x onerror=alert(1)>';
const LINK = 'https://m.me/acme?ref=w36';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function render(setup: WidgetSetup = {}, overrides: Partial<CustomerChatBubbleProps> = {}): CustomerChatBubbleProps {
  const props: CustomerChatBubbleProps = {
    setup: { minimized: 'minimized', ...setup },
    main: {},
    viewportWidth: 375,
    chatLink: null,
    onOpenChat: vi.fn(),
    showPopupMessage: false,
    onDismissPopupMessage: vi.fn(),
    pageName: null,
    ...overrides,
  };
  act(() => root.render(<CustomerChatBubble {...props} />));
  return props;
}

const bubbleButton = () => container.querySelector(`button[aria-label="${BUBBLE_NAME}"]`) as HTMLButtonElement | null;
const bubbleLink = () => container.querySelector(`a[aria-label="${BUBBLE_NAME}"]`) as HTMLAnchorElement | null;
const greeting = () => container.querySelector('[role="region"][aria-label="Greeting"]');
const popup = () => container.querySelector('[role="region"][aria-label="Message"]');
const pressEscape = () => act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void element.dispatchEvent(event));
  return event;
}

describe('CustomerChatBubble: size, colour, offset', () => {
  it('is 60 px on a narrow host and 66 px on desktop, in the colour of the page accent (styles.css: #0084FF without one), with the 20 px offset (12 px inset + 8 px padding)', () => {
    render({}, { viewportWidth: 375 });
    expect(bubbleButton()?.style.width).toBe('60px');
    expect(bubbleButton()?.style.height).toBe('60px');
    expect(bubbleButton()?.style.backgroundColor).toBe('');
    expect(bubbleButton()?.className).toContain('bg-chat text-on-accent');
    expect((container.firstElementChild as HTMLElement).className).toContain('p-2');
    render({}, { viewportWidth: 1280 });
    expect(bubbleButton()?.style.width).toBe('66px');
  });

  it('uses the theme colour and a visible focus ring', () => {
    render({ colors: { theme: '#ff0000' } });
    expect(bubbleButton()?.style.backgroundColor.replace(/\s/g, '').toLowerCase()).toMatch(/^(rgb\(255,0,0\)|#ff0000)$/);
    expect(bubbleButton()?.className).not.toContain('bg-chat');
    expect(bubbleButton()?.className).toContain('focus-visible:outline');
    expect(bubbleButton()?.className).toContain('motion-reduce:transition-none');
  });
});

describe('CustomerChatBubble: chat link', () => {
  it('the bubble is a real link to the chat, opened through onOpenChat with the default prevented', () => {
    const props = render({}, { chatLink: LINK });
    const link = bubbleLink();
    expect(link).not.toBeNull();
    expect(link?.getAttribute('href')).toBe(LINK);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const event = click(link as HTMLAnchorElement);
    expect(event.defaultPrevented).toBe(true);
    expect(props.onOpenChat).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(bubbleButton()).toBeNull();
  });

  it('the greeting card carries a "Chat on Messenger" link that opens the chat too', () => {
    const props = render({ minimized: 'opened' }, { chatLink: LINK });
    const link = [...(greeting()?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Chat on Messenger');
    expect(link?.getAttribute('href')).toBe(LINK);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const event = click(link as HTMLAnchorElement);
    expect(event.defaultPrevented).toBe(true);
    expect(props.onOpenChat).toHaveBeenCalledExactlyOnceWith(LINK);
  });

  it('without a chat link the bubble is a button that toggles the greeting, and no chat link exists (only the Powered by)', () => {
    const props = render({ loggedOutGreeting: 'Hello' });
    expect(container.querySelector('a')).toBeNull();
    expect(bubbleButton()?.getAttribute('aria-expanded')).toBe('false');
    expect(greeting()).toBeNull();
    click(bubbleButton() as HTMLButtonElement);
    expect(bubbleButton()?.getAttribute('aria-expanded')).toBe('true');
    expect(bubbleButton()?.getAttribute('aria-controls')).toBe(greeting()?.id);
    expect(Array.from(container.querySelectorAll('a'), (a) => a.textContent)).toEqual([POWERED_BY_LABEL]);
    click(bubbleButton() as HTMLButtonElement);
    expect(greeting()).toBeNull();
    expect(props.onOpenChat).not.toHaveBeenCalled();
  });
});

describe('CustomerChatBubble: greeting', () => {
  it('carries the provider\'s Powered by link, as every layout does, unless the page hides it (defaultSize)', () => {
    render({ minimized: 'opened', loggedOutGreeting: 'Hello' });
    const link = greeting()?.querySelector<HTMLAnchorElement>(`a[href="${POWERED_BY_URL}"]`);
    expect(link?.textContent).toBe(POWERED_BY_LABEL);
    expect([link?.target, link?.rel]).toEqual(['_blank', 'noopener noreferrer']);
  });


  it('shows the logged-out greeting as text; markup stays text', () => {
    render({ minimized: 'opened', loggedOutGreeting: `Hello ${XSS}`, loggedInGreeting: 'Welcome back' });
    expect(greeting()?.textContent).toContain(`Hello ${XSS}`);
    expect(container.textContent).not.toContain('Welcome back');
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the logged-in greeting, then the default', () => {
    render({ minimized: 'opened', loggedInGreeting: 'Welcome back' });
    expect(greeting()?.textContent).toContain('Welcome back');
    render({ minimized: 'opened' }, { viewportWidth: 1280 });
    expect(greeting()?.textContent).toContain('Hi! How can we help you?');
  });

  it('the close button and Escape close it', () => {
    render({ minimized: 'opened' });
    click(container.querySelector('button[aria-label="Close greeting"]') as HTMLButtonElement);
    expect(greeting()).toBeNull();
    click(bubbleButton() as HTMLButtonElement);
    expect(greeting()).not.toBeNull();
    pressEscape();
    expect(greeting()).toBeNull();
    expect(bubbleButton()?.getAttribute('aria-expanded')).toBe('false');
  });

  it("'default' opens after dialogDelay on desktop and stays minimized on mobile", () => {
    vi.useFakeTimers();
    render({ minimized: 'default', dialogDelay: '3' }, { viewportWidth: 1280 });
    expect(greeting()).toBeNull();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(greeting()).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    render({ minimized: 'default', dialogDelay: 0 }, { viewportWidth: 375 });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(greeting()).toBeNull();
  });
});

describe('CustomerChatBubble: popup message', () => {
  it('shows the default message with a close icon that dismisses it', () => {
    const props = render({}, { showPopupMessage: true });
    expect(popup()?.textContent).toContain('Need a help? Just message us!');
    click(popup()?.querySelector('button[aria-label="Close message"]') as HTMLButtonElement);
    expect(props.onDismissPopupMessage).toHaveBeenCalledTimes(1);
    render({}, { showPopupMessage: false });
    expect(popup()).toBeNull();
  });

  it('uses the configured greeting as text, and is not shown while the greeting is open', () => {
    render({ loggedOutGreeting: `Ask ${XSS}` }, { showPopupMessage: true });
    expect(popup()?.textContent).toContain(`Ask ${XSS}`);
    expect(container.querySelector('img')).toBeNull();
    click(bubbleButton() as HTMLButtonElement);
    expect(greeting()).not.toBeNull();
    expect(popup()).toBeNull();
  });
});

describe("CustomerChatBubble: 'hidden'", () => {
  it('renders no bubble, greeting or popup message, but keeps its shrink-wrapping root', () => {
    render({ minimized: 'hidden', loggedOutGreeting: 'Hello' }, { chatLink: LINK, showPopupMessage: true, viewportWidth: 1280 });
    expect(bubbleButton()).toBeNull();
    expect(bubbleLink()).toBeNull();
    expect(popup()).toBeNull();
    expect(container.textContent).toBe('');
    expect(container.firstElementChild?.hasAttribute('data-content-width')).toBe(true);
  });
});

describe('CustomerChatBubble: the greeting’s sender (issue 49)', () => {
  const sender = () => container.querySelector('[data-testid="chat-sender"]');
  it('shows the business’s picture, its name and the reply-time line above the greeting', () => {
    render({ minimized: 'opened', avatarUrl: 'https://shop.example/logo.png', replyTime: 'hour' }, { pageName: 'Demo Shop' });
    const img = sender()?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://shop.example/logo.png');
    expect(img?.getAttribute('alt')).toBe('');
    expect(sender()?.textContent).toBe('Demo ShopTypically replies within an hour');
    expect(greeting()?.firstElementChild).toBe(sender());
  });
  it('stands the name’s initial in a circle of the bubble’s colour in for a missing or unusable picture, and leaves out a reply time not chosen', () => {
    render({ minimized: 'opened', avatarUrl: 'javascript:alert(1)', colors: { theme: '#112233' } }, { pageName: 'émile & co' });
    const initial = container.querySelector('[data-testid="chat-sender-initial"]') as HTMLElement | null;
    expect(initial?.textContent).toBe('É');
    expect(initial?.getAttribute('aria-hidden')).toBe('true');
    expect(initial?.style.backgroundColor).toMatch(/^(#112233|rgb\(17, 34, 51\))$/);
    expect(sender()?.querySelector('img')).toBeNull();
    expect(sender()?.textContent).toBe('Éémile & co');
  });
  it('without a business name the greeting is the plain card', () => {
    render({ minimized: 'opened', avatarUrl: 'https://shop.example/logo.png', replyTime: 'hour' }, { pageName: '  ' });
    expect(greeting()).not.toBeNull();
    expect(sender()).toBeNull();
  });
});
