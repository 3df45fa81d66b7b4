// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { viewProps } from './viewProps';
import { MEDIA_PLACEMENTS, type MediaPlacement } from '../../../frame-app/rules/mediaPlacement';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';
import { LazyVideoPlayer } from '../../../frame-app/parts/lazyVideoPlayer';
import { parseVideoLink } from '../../../frame-app/rules/videoSource';
import { actUntil } from './reactMount';

/**
 * The player is a lazy chunk too (parts/lazyVideoPlayer.ts; when it is fetched is lazyVideoPlayer.test.tsx's
 * subject). Loaded here once, before the tests, it renders in the same act() as its widget: a test can
 * see at once that a player is there, or that none is, and never ends with the chunk still loading.
 */
async function loadPlayerChunk(): Promise<void> {
  const video = parseVideoLink('https://vimeo.com/76979871');
  if (video === null) throw new Error('the test video link does not parse');
  const scratch = document.createElement('div');
  document.body.appendChild(scratch);
  const scratchRoot = createRoot(scratch);
  try {
    act(() => scratchRoot.render(<Suspense fallback={null}><LazyVideoPlayer video={video} mode="click" /></Suspense>));
    await actUntil(() => scratch.querySelector('iframe') !== null, 'the video player chunk', 29_000);
  } finally {
    act(() => scratchRoot.unmount());
    scratch.remove();
  }
}

// Each layout view is a lazy chunk; boot loads a widget's view before its first render, and so do these tests.
// The players' iframes load no page: vitest.config.ts turns happy-dom's iframe loading off for every test.
beforeAll(async () => {
  await loadAllLayoutViews();
  await loadPlayerChunk();
}, 30_000);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IMG = 'https://cdn.example/harbour.jpg';
const YT = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

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
});

function show(type: string, main: Record<string, unknown>, submitted: Record<string, unknown> = {}, isSubmitted = false) {
  const widget = withKindDefaults({
    widget_id: 51,
    widget_type: type,
    data: { main: { title: 'Sail at sunset', desc: 'Get 20% off on Messenger.', ctaText: 'Send me the code', ...main }, submitted: { title: 'Thanks', ...submitted } },
  });
  act(() => root.render(<WidgetView {...viewProps(widget, { isSubmitted })} />));
}


const q = (selector: string) => container.querySelector<HTMLElement>(selector);
const before = (a: Element | null, b: Element | null) => a !== null && b !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
const media = () => q('[data-media-placement]');
const heading = () => q('h2');
const description = () => [...container.querySelectorAll('p')].find((p) => p.textContent === 'Get 20% off on Messenger.') ?? null;
const cta = () => [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Send')) ?? null;

/** The DOM order each placement must produce (left and right: media, then the text column). */
const ORDER: Record<MediaPlacement, () => (Element | null)[]> = {
  aboveHeadline: () => [media(), heading(), description(), cta()],
  aboveDescription: () => [heading(), media(), description(), cta()],
  belowDescription: () => [heading(), description(), media(), cta()],
  left: () => [media(), heading(), description(), cta()],
  right: () => [media(), heading(), description(), cta()],
};

describe.each(['modal', 'slide_in', 'box', 'landing'])('%s: media placements', (type) => {
  it.each(MEDIA_PLACEMENTS)('%s', (placement) => {
    show(type, { mediaType: 'image', image: { img_big: IMG }, imagePlacement: placement });
    const img = q('img[data-testid="media-image"]');
    expect(img?.getAttribute('src')).toBe(IMG);
    expect(img?.getAttribute('alt')).toBe('');
    const side = placement === 'left' || placement === 'right';
    // Inside the card at most 200 px high (SPEC §9); beside the text it bleeds to the card's edge,
    // covering its column (issue 49), its box reaching out by the card's padding.
    if (side) {
      expect(img?.className).toContain('object-cover');
      expect(media()?.hasAttribute('data-media-bleed')).toBe(true);
      expect(media()?.className).toContain('-mt-[var(--mc-bleed-top,0px)]');
    } else {
      expect(img?.className).toContain('max-h-[200px]');
      expect(img?.className).toMatch(/object-(cover|contain)/);
    }
    expect(media()?.getAttribute('data-media-placement')).toBe(placement);
    expect(container.querySelectorAll('[data-media-placement]')).toHaveLength(1);
    const order = ORDER[placement]();
    for (let i = 1; i < order.length; i++) expect(before(order[i - 1] ?? null, order[i] ?? null)).toBe(true);
    const row = q('[data-media-row]');
    if (placement === 'left' || placement === 'right') {
      expect(row?.getAttribute('data-media-row')).toBe(placement);
      // Stacked by default, a row from a container breakpoint on; right reverses the row.
      expect(row?.className).toContain('flex-col');
      expect(row?.className).toMatch(placement === 'left' ? /@(md|lg):flex-row(?!-)/ : /@(md|lg):flex-row-reverse/);
    } else {
      expect(row).toBeNull();
    }
  });

  it('mediaBackground: the picture is the background under an overlay, not inside the content', () => {
    show(type, { mediaType: 'image', image: { img_big: IMG }, pageTemplate: 'mediaBackground', overlay: { enabled: true, overlayColor: '#112233' }, opacity: 40 });
    const bg = q('[data-testid="media-background"]');
    expect(bg?.getAttribute('aria-hidden')).toBe('true');
    expect(bg?.querySelector('img')?.getAttribute('src')).toBe(IMG);
    expect(bg?.querySelector('img')?.className).toContain('object-cover');
    const overlay = q('[data-testid="media-overlay"]');
    expect(overlay?.style.opacity).toBe('0.4');
    expect(overlay?.style.backgroundColor).toMatch(/#112233|rgb\(17, 34, 51\)/i);
    expect(media()).toBeNull();
    expect(before(bg, heading())).toBe(true);
  });

  it('no media fields: no media, no player', () => {
    show(type, {});
    expect(q('[data-media-placement]')).toBeNull();
    expect(q('img')).toBeNull();
    expect(q('iframe')).toBeNull();
  });

  it('an unsupported video link: nothing, and one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = `https://youtube.com.evil.com/watch?v=${type}xxxxxxx`;
    show(type, { mediaType: 'video', videoLink: link });
    show(type, { mediaType: 'video', videoLink: link, title: 'Re-rendered' });
    expect(q('iframe')).toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('youtube.com.evil.com'))).toHaveLength(1);
  });

  it('an inline video: a poster with a play button, and the player only after the press', () => {
    show(type, { mediaType: 'video', videoLink: YT, videoPlacement: 'belowDescription' });
    // Before the press: YouTube's thumbnail and a named button, no player.
    expect(q('iframe')).toBeNull();
    expect(q('[data-testid="video-poster-image"]')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    const play = q('button[data-testid="video-play"]') as HTMLButtonElement | null;
    expect(play?.getAttribute('aria-label')).toBe('Play video: YouTube');
    expect(q('[data-testid="media-video"]')?.className).toContain('max-w-[355px]');
    expect(before(description(), play)).toBe(true);
    expect(before(play, cta())).toBe(true);

    act(() => play?.click());
    const frame = q('iframe[data-testid="video-player"]') as HTMLIFrameElement | null;
    expect(frame).not.toBeNull();
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(frame?.getAttribute('title')).toBe('YouTube video');
    expect(frame?.getAttribute('allow')).toBe('autoplay; fullscreen; picture-in-picture');
    expect(frame?.hasAttribute('sandbox')).toBe(false);
    // Not shown until the player itself says it runs (no message comes in this test).
    expect(frame?.getAttribute('data-player-shown')).toBe('false');
    expect(q('[data-testid="video-poster"]')).not.toBeNull();
    expect(q('button[data-testid="video-play"]')?.getAttribute('aria-label')).toBe('Loading video: YouTube');
  });

  it('after submit, data.submitted media replaces the main media', () => {
    show(type, { mediaType: 'image', image: { img_big: IMG } }, { mediaType: 'image', image: { img_big: 'https://cdn.example/thanks.jpg' } }, true);
    expect(q('img[data-testid="media-image"]')?.getAttribute('src')).toBe('https://cdn.example/thanks.jpg');
  });
});

describe.each(['modal', 'slide_in'])('%s with a media background', (type) => {
  it('takes the dark skin (light text, light close button) and rounds the background with the card', () => {
    show(type, { mediaType: 'image', image: { img_big: IMG }, pageTemplate: 'mediaBackground' });
    expect(q('[role="dialog"]')?.className).toContain('bg-slate-900');
    expect(q('button[aria-label="Close"]')?.className).toContain('text-slate-300');
    expect(q('[data-testid="media-background"]')?.className).toContain('rounded-[inherit]');
    // The overlay defaults to black when overlay.enabled is off.
    expect(q('[data-testid="media-overlay"]')?.style.backgroundColor).toMatch(/#000000|rgb\(0, 0, 0\)/);
  });
});

describe('page takeover media', () => {
  it('a background video under the 0.65 overlay: a neutral poster (Vimeo, no image), then autoplay, loop, muted, decorative', () => {
    show('page_takeover', { mediaType: 'video', videoLink: 'https://vimeo.com/76979871', overlay: { enabled: true, overlayColor: '#0F172A' } });
    const bg = q('[data-testid="media-background"]');
    const frame = bg?.querySelector('iframe');
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', loop: '1', muted: '1' });
    expect(frame?.getAttribute('tabindex')).toBe('-1');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    // The poster stays under it, and the player is transparent until it plays.
    expect(bg?.querySelector('[data-testid="video-poster"]')).not.toBeNull();
    expect(bg?.querySelector('[data-testid="video-poster-image"]')).toBeNull();
    expect(frame?.getAttribute('data-player-shown')).toBe('false');
    expect(q('[data-testid="takeover-overlay"]')?.style.opacity).toBe('0.65');
    expect(before(bg, q('[data-testid="takeover-overlay"]'))).toBe(true);
    // The takeover's media is its background only.
    expect(q('[data-media-placement]')).toBeNull();
  });

  it('prefers-reduced-motion: no background player at all, the poster stands still', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      show('page_takeover', { mediaType: 'video', videoLink: YT });
      expect(q('iframe')).toBeNull();
      expect(q('[data-testid="media-background"] [data-testid="video-poster-image"]')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    } finally {
      window.matchMedia = original;
    }
  });

  it('an image takeover keeps its CSS background picture and no player', () => {
    show('page_takeover', { mediaType: 'image', image: { img_big: IMG } });
    expect(q('[data-testid="takeover-image"]')?.style.backgroundImage).toContain(IMG);
    expect(q('iframe')).toBeNull();
  });
});
