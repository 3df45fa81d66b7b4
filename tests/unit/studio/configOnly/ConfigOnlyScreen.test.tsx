// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioPage, StudioWidgetResponse } from '../../../../bridge-protocol/studio/studioApi';
import { StudioApiError, studioApi } from '../../../../studio/api/client';
import { ConfigOnlyScreen } from '../../../../studio/configOnly/ConfigOnlyScreen';
import { buttonByText, key, mountEachTest, press, typeInto } from '../controls/helpers';

const mount = mountEachTest();

const codeWidget = { widget_id: 302, widget_type: 'messenger_code', channel: 'fb', name: 'Shop window code', data: { messenger_code_settings: { size: 200 } } };
const feedWidget = { id: 304, type: 'feed_comment', name: 'Comments', data: { feed_comment_settings: { post_covered_area: 'specific' } } };

function pageWith(widget: Record<string, unknown>): StudioPage {
  return { id: 'studio-kinds', source: 'file', updatedAt: '2026-01-01T00:00:00.000Z', config: { fb_page_id: '1234567890', page_name: 'Demo Shop', widgets: [widget] } };
}

function render(widget: Record<string, unknown> = codeWidget) {
  const onSaved = vi.fn();
  const onSessionLost = vi.fn();
  act(() => mount.root.render(<ConfigOnlyScreen page={pageWith(widget)} widget={widget} onSaved={onSaved} onSessionLost={onSessionLost} />));
  return { onSaved, onSessionLost };
}

const inputLabelled = (text: string): HTMLInputElement => {
  const label = [...mount.container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  const input = label?.id ? mount.container.querySelector<HTMLInputElement>(`[aria-labelledby~="${label.id}"]`) : null;
  if (!input) throw new Error(`no field labelled ${text}`);
  return input;
};
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const statusText = () => [...mount.container.querySelectorAll('[role="status"]')].map((s) => s.textContent).join('|');
const alertText = () => [...mount.container.querySelectorAll('[role="alert"]')].map((s) => s.textContent).join('|');
const settle = () => act(async () => {});

function commitSize(text: string) {
  const size = inputLabelled('Size (px)');
  typeInto(size, text);
  key(size, 'Enter');
  return size;
}

describe('ConfigOnlyScreen', () => {
  it('shows the kind’s words and editor, with the widget’s name; no unsaved change at first', () => {
    render();
    expect(mount.container.querySelector('h1')?.textContent).toBe('Shop window code');
    expect(mount.container.textContent).toContain('Messenger code');
    expect(mount.container.querySelector('svg[role="img"]')?.getAttribute('width')).toBe('200');
    expect(statusText()).toContain('No changes');
  });

  it('says “Unsaved changes” once a field changes, and not when it is changed back', () => {
    render();
    commitSize('300');
    expect(statusText()).toContain('Unsaved changes');
    expect(mount.container.querySelector('svg[role="img"]')?.getAttribute('width')).toBe('300');
    commitSize('200');
    expect(statusText()).not.toContain('Unsaved changes');
  });

  it('saves the whole widget with the kind’s defaults filled in, then says “Saved”', async () => {
    const { onSaved } = render();
    commitSize('320');
    const saved = { ...codeWidget, data: { setup: { ref: '' }, messenger_code_settings: { size: 320, removeLogoBackground: false, bgColor: '#ffffff', fgColor: '#000000' } } };
    const answer: StudioWidgetResponse = { state: true, widgetId: '302', page: pageWith(saved) };
    const save = vi.spyOn(studioApi, 'saveWidget').mockResolvedValue(answer);
    press(buttonByText(mount.container, 'Save'));
    await settle();
    expect(save).toHaveBeenCalledWith('studio-kinds', '302', saved);
    expect(onSaved).toHaveBeenCalledWith(answer);
    expect(statusText()).toContain('Saved');
    expect(statusText()).not.toContain('Unsaved changes');
  });

  it('a refused save keeps what was typed, says why by Save and at the field the server named, and focuses that field', async () => {
    render();
    const size = commitSize('320');
    vi.spyOn(studioApi, 'saveWidget').mockRejectedValue(new StudioApiError('size: at most 1000 for this page', 400, 'data.messenger_code_settings.size'));
    press(buttonByText(mount.container, 'Save'));
    await settle();
    expect(size.value).toBe('320');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(size)).toContain('size: at most 1000 for this page');
    expect(alertText()).toContain('Not saved: size: at most 1000 for this page');
    expect(statusText()).toContain('Unsaved changes');
    expect(document.activeElement).toBe(size);
    // Changing the field takes the server's word on it away.
    commitSize('330');
    expect(size.getAttribute('aria-invalid')).toBeNull();
  });

  it('a save the server cannot take (404 before the route exists) keeps the draft and says so', async () => {
    render();
    commitSize('320');
    vi.spyOn(studioApi, 'saveWidget').mockRejectedValue(new StudioApiError('The server answered 404. Try again in a moment.', 404));
    press(buttonByText(mount.container, 'Save'));
    await settle();
    expect(alertText()).toContain('Not saved: The server answered 404');
    expect(inputLabelled('Size (px)').value).toBe('320');
  });

  it('a 401 hands over to the sign-in screen', async () => {
    const { onSessionLost } = render();
    vi.spyOn(studioApi, 'saveWidget').mockRejectedValue(new StudioApiError('Your session has expired: sign in again.', 401));
    press(buttonByText(mount.container, 'Save'));
    await settle();
    expect(onSessionLost).toHaveBeenCalledWith('Your session has expired: sign in again.');
  });

  it('the kind’s own check holds the save back and shows at its field (id/type aliases read)', async () => {
    render(feedWidget);
    expect(mount.container.querySelector('h1')?.textContent).toBe('Comments');
    const save = vi.spyOn(studioApi, 'saveWidget');
    press(buttonByText(mount.container, 'Save'));
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(alertText()).toContain('Not saved: a field needs a change. Add at least one post, or choose every post.');
    const posts = inputLabelled('Post ids');
    expect(posts.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(posts);
  });

  it('a widget of another kind gets no screen', () => {
    render({ widget_id: 1, widget_type: 'bar' });
    expect(mount.container.textContent).toContain('not a configuration-only kind');
  });
});
