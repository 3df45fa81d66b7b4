// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { withKindDefaults, loadAllLayoutViews } from './kindFixtures';
import { viewProps } from './viewProps';
import { WidgetView } from '../../../frame-app/widgets/WidgetView';
import { actUntil } from './reactMount';

// Each layout view is a lazy chunk; boot loads a widget's view before its first render, and so do these tests.
beforeAll(() => loadAllLayoutViews());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Counts evaluations of the player module: React.lazy's import() is what evaluates it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../frame-app/parts/VideoPlayer', () => {
  loads.count += 1;
  return { default: () => <iframe data-testid="video-player" title="video" /> };
});

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

async function render(type: string, main: Record<string, unknown>) {
  const widget = withKindDefaults({ widget_id: 9, widget_type: type, data: { main: { title: 'T', desc: 'D', ...main } } });
  act(() => root.render(<WidgetView {...viewProps(widget)} />));
  await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

it('widgets without a video never import the player; a video widget only when its play button is pressed', async () => {
  for (const type of ['bar', 'modal', 'slide_in', 'page_takeover', 'box', 'landing']) {
    await render(type, { mediaType: 'image', image: { img_big: 'https://cdn.example/a.jpg' } });
    await render(type, {});
  }
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await render('box', { mediaType: 'video', videoLink: 'https://evil.example/watch?v=aqz-KE-bpKQ' });
  expect(loads.count).toBe(0);

  // A video widget shows its poster: still no player until the visitor presses play.
  await render('box', { mediaType: 'video', videoLink: 'https://vimeo.com/123' });
  expect(loads.count).toBe(0);
  act(() => (container.querySelector('button[data-testid="video-play"]') as HTMLButtonElement).click());
  await actUntil(() => container.querySelector('iframe') !== null, 'the player after the press');
  expect(loads.count).toBe(1);
  expect(container.querySelector('iframe[data-testid="video-player"]')).not.toBeNull();
});
