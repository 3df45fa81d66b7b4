// @vitest-environment happy-dom
// The widget editor's "Unique codes" part (issue 48 item 5): shown for an SMS widget whose code to copy is
// unique, it reads how many codes are left (warning below the owner's threshold) and uploads a CSV.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetForm } from '../../../studio/editor/WidgetForm';
import { couponStock, uploadSummary } from '../../../studio/rules/couponStock';
import { mountEachTest } from './controls/helpers';

const mount = mountEachTest();

const smsWidget = (nextStep: Record<string, unknown>) => ({
  widget_id: 81,
  widget_type: 'box',
  channel: 'sms',
  name: 'Texts',
  data: { submitted: { nextStep } },
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('couponStock', () => {
  it('says how many are left, and warns below the threshold or with none', () => {
    expect(couponStock({ total: 0, left: 0 }, 50).warning).toMatch(/fallback text/);
    expect(couponStock({ total: 200, left: 120 }, 50)).toEqual({ summary: '120 codes left of 200.', warning: null });
    expect(couponStock({ total: 200, left: 1 }, 50)).toEqual({ summary: '1 code left of 200.', warning: 'Only 1 code left.' });
    expect(couponStock({ total: 200, left: 50 }, 50).warning).toBeNull();
    expect(couponStock({ total: 2_000, left: 0 }, 0).warning).toMatch(/^No codes left/);
  });

  it('sums an upload up in one sentence', () => {
    expect(uploadSummary({ added: 3, duplicates: 0, existing: 0 })).toBe('Added 3 codes.');
    expect(uploadSummary({ added: 1, duplicates: 2, existing: 1 })).toBe('Added 1 code (skipped 2 repeats in the file and 1 code you had already).');
  });
});

describe('the editor’s Unique codes part', () => {
  it('is offered only for a unique code; the shared code field goes away', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer({ state: true, total: 0, given: 0, left: 0 }))));
    act(() => mount.root.render(<WidgetForm widget={smsWidget({ type: 'code', code: 'SAME10' })} pageConfig={{}} pageId="shop" problems={[]} onChange={() => undefined} />));
    expect(mount.container.querySelector('[data-testid="coupon-codes"]')).toBeNull();
    expect(mount.container.textContent).toContain('A different code for each subscriber');
    act(() => mount.root.render(<WidgetForm widget={smsWidget({ type: 'code', unique: true })} pageConfig={{}} pageId="shop" problems={[]} onChange={() => undefined} />));
    expect(mount.container.querySelector('[data-testid="coupon-codes"]')).not.toBeNull();
    expect(mount.container.querySelector('input[placeholder="WELCOME10"]')).toBeNull();
    expect(mount.container.textContent).toContain('When no code is left, say');
    await settle();
  });

  it('shows the codes left with "Only N codes left" below the owner’s threshold, and uploads a file', async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? answer({ state: true, total: 230, given: 170, left: 60, added: 30, duplicates: 1, existing: 0 })
          : answer({ state: true, total: 200, given: 170, left: 30 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    act(() => mount.root.render(<WidgetForm widget={smsWidget({ type: 'code', unique: true, low_warning: 40 })} pageConfig={{}} pageId="shop" problems={[]} onChange={() => undefined} />));
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/pages\/shop\/widgets\/81\/coupon-codes$/);
    const part = mount.container.querySelector('[data-testid="coupon-codes"]') as HTMLElement;
    expect(part.textContent).toContain('30 codes left of 200.');
    expect(part.textContent).toContain('Only 30 codes left.');

    const input = part.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = new File(['code\nA1\nA2\n'], 'codes.csv', { type: 'text/csv' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.headers).toMatchObject({ 'Content-Type': 'text/csv' });
    expect(post?.[1]?.body).toBe(file);
    expect(part.textContent).toContain('60 codes left of 230.');
    expect(part.textContent).not.toContain('Only');
    expect(part.textContent).toContain('Added 30 codes (skipped 1 repeat in the file).');
  });

  it('uploads a file dropped on the part', async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(init?.method === 'POST' ? answer({ state: true, total: 1, given: 0, left: 1, added: 1, duplicates: 0, existing: 0 }) : answer({ state: true, total: 0, given: 0, left: 0 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    act(() => mount.root.render(<WidgetForm widget={smsWidget({ type: 'code', unique: true })} pageConfig={{}} pageId="shop" problems={[]} onChange={() => undefined} />));
    await settle();
    const zone = mount.container.querySelector('[data-testid="coupon-drop"]') as HTMLElement;
    const file = new File(['DROP-1\n'], 'codes.csv', { type: 'text/csv' });
    // What React Aria reads of a native drop: the items, each a file.
    const dataTransfer = { types: ['Files'], items: [{ kind: 'file', type: 'text/csv', getAsFile: () => file }], dropEffect: 'none', effectAllowed: 'all', getData: () => '' };
    const fire = (type: string) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.assign(event, { dataTransfer, clientX: 1, clientY: 1 });
      zone.dispatchEvent(event);
    };
    await act(async () => {
      fire('dragenter');
      fire('dragover');
      fire('drop');
    });
    await settle();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBe(file);
    expect(mount.container.textContent).toContain('1 code left of 1.');
  });

  it('shows the server’s refusal naming the line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        Promise.resolve(
          init?.method === 'POST'
            ? answer({ state: false, errors: [{ message: 'Line 4: the code contains a control character', field: 'file' }] }, 400)
            : answer({ state: true, total: 0, given: 0, left: 0 }),
        ),
      ),
    );
    act(() => mount.root.render(<WidgetForm widget={smsWidget({ type: 'code', unique: true })} pageConfig={{}} pageId="shop" problems={[]} onChange={() => undefined} />));
    await settle();
    const input = mount.container.querySelector<HTMLInputElement>('[data-testid="coupon-codes"] input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'codes.csv')], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(mount.container.textContent).toContain('Line 4: the code contains a control character');
  });
});
