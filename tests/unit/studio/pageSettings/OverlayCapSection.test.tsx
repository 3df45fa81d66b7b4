// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayCapSection } from '../../../../studio/pageSettings/OverlayCapSection';
import { actUntil } from '../../frame-app/reactMount';
import { buttonByText, mountEachTest, press, typeInto } from '../controls/helpers';

const mount = mountEachTest();
afterEach(() => vi.unstubAllGlobals());

const byId = (id: string) => mount.container.querySelector<HTMLInputElement>(`#${id}`)!;

function render(config: Record<string, unknown>, onSaved = vi.fn()) {
  act(() => mount.root.render(<OverlayCapSection pageId="shop" config={config} onSaved={onSaved} onSessionLost={() => {}} />));
  return onSaved;
}

describe('OverlayCapSection', () => {
  it('shows the stored cap in words', () => {
    render({ frequency: { overlaysPerPageView: 1, overlaysPerSession: 3, cooldownAfterClose: { type: 'hours', value: 12 } } });
    expect(byId('field-frequency-overlaysPerPageView').value).toBe('1');
    expect(byId('field-frequency-overlaysPerSession').value).toBe('3');
    expect(mount.container.querySelector<HTMLInputElement>('input[type="radio"][value="hours"]')?.checked).toBe(true);
    expect(byId('field-frequency-cooldownAfterClose-value').value).toBe('12');
    expect(mount.container.textContent).toContain('At most this many overlays per page view');
    expect(mount.container.textContent).toContain('After a visitor closes one, wait');
  });

  it('saves the cap alone as the page setting `frequency`', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ state: true, page: { id: 'shop', config: { pageId: 'shop', widgets: [], frequency: { overlaysPerSession: 2 } } } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render({});
    const perSession = byId('field-frequency-overlaysPerSession');
    typeInto(perSession, '2');
    act(() => perSession.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    press(buttonByText(mount.container, 'Save'));
    await actUntil(() => fetchMock.mock.calls.length > 0, 'the save');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/pages\/shop\/settings$/);
    expect(JSON.parse(String(init.body))).toEqual({ frequency: { overlaysPerSession: 2 } });
  });
});
