// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm, type UseConfirm } from '../../../../studio/controls/useConfirm';
import { buttonByText, key, mountEachTest, press } from './helpers';

const mount = mountEachTest();

function Host({ expose }: { expose: (api: UseConfirm) => void }) {
  const api = useConfirm();
  expose(api);
  return api.confirmDialog;
}

function setup(): () => UseConfirm {
  let api: UseConfirm | undefined;
  act(() => mount.root.render(<Host expose={(latest) => (api = latest)} />));
  return () => api!;
}

const dialog = () => document.querySelector('[role="alertdialog"]');

async function ask(api: () => UseConfirm, options = { title: 'Delete widget?', message: 'This cannot be undone.' }) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = api().confirm(options);
  });
  expect(dialog()).not.toBeNull();
  return answer;
}

describe('useConfirm', () => {
  it('shows an alertdialog with the title, message, Cancel and Confirm', async () => {
    const api = setup();
    void ask(api);
    expect(dialog()?.textContent).toContain('Delete widget?');
    expect(dialog()?.textContent).toContain('This cannot be undone.');
    expect(buttonByText(dialog()!, 'Cancel')).toBeDefined();
    expect(buttonByText(dialog()!, 'Confirm')).toBeDefined();
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(dialog()?.querySelector('h2')?.id);
  });

  it('resolves true on Confirm and closes', async () => {
    const api = setup();
    const answer = ask(api);
    press(buttonByText(dialog()!, 'Confirm'));
    await expect(answer).resolves.toBe(true);
    expect(dialog()).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    const api = setup();
    const answer = ask(api);
    press(buttonByText(dialog()!, 'Cancel'));
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
  });

  it('resolves false on Escape', async () => {
    const api = setup();
    const answer = ask(api);
    key(document.activeElement && dialog()?.contains(document.activeElement) ? document.activeElement : dialog(), 'Escape');
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
  });

  it('uses a custom confirm label', async () => {
    const api = setup();
    const answer = ask(api, { title: 'Remove?', message: 'Sure?', confirmLabel: 'Delete' } as never);
    expect(buttonByText(dialog()!, 'Delete')).toBeDefined();
    press(buttonByText(dialog()!, 'Delete'));
    await expect(answer).resolves.toBe(true);
  });

  it('a second confirm answers the first with false', async () => {
    const api = setup();
    const first = ask(api);
    const second = ask(api, { title: 'Again?', message: 'Second question' });
    await expect(first).resolves.toBe(false);
    expect(dialog()?.textContent).toContain('Second question');
    press(buttonByText(dialog()!, 'Confirm'));
    await expect(second).resolves.toBe(true);
  });
});
