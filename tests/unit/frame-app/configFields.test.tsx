// @vitest-environment happy-dom
import { widgetMachineActor } from './fixtures';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { parseReferenceValue } from '../../../bridge-protocol/referenceValue';
import { POWERED_BY_LABEL, POWERED_BY_URL, poweredByHref } from '../../../frame-app/config/poweredBy';
import { widgetMachine } from '../../../frame-app/machines/widgetMachine';
import { referenceValue } from '../../../frame-app/machines/widgetSnapshot';
import { PoweredByContext } from '../../../frame-app/parts/PoweredBy';
import { configuredPayload } from '../../../frame-app/rules/configuredPayload';
import { DEFAULT_SUCCESS_CTA_TEXT, successColors, successCtaText } from '../../../frame-app/rules/successView';
import { withKindDefaults } from './kindFixtures';
import { Bar } from '../../../frame-app/widgets/Bar';
import { Modal } from '../../../frame-app/widgets/Modal';
import { mountEachTest } from './reactMount';

const mount = mountEachTest();

const merged = (type: string, data: Record<string, unknown>) => withKindDefaults({ widget_id: 5, widget_type: type, channel: 'fb', data });

describe('SPEC §3 setup.buttonSize and setup.skin, where main has none', () => {
  it('setup stands in for a main without its own value', () => {
    const w = merged('box', { setup: { skin: 'dark', buttonSize: 'l' } });
    expect(w.data.main.skin).toBe('dark');
    expect(w.data.main.buttonSize).toBe('l');
  });

  it('main wins when it has its own; the kind default applies when neither says', () => {
    expect(merged('box', { main: { skin: 'light', buttonSize: 's' }, setup: { skin: 'dark', buttonSize: 'l' } }).data.main).toMatchObject({ skin: 'light', buttonSize: 's' });
    expect(merged('button', {}).data.main).toMatchObject({ skin: 'light', buttonSize: 'm' });
    expect(merged('checkbox', { setup: { buttonSize: 'xlarge' } }).data.main.buttonSize).toBe('xlarge');
  });
});

describe('SPEC §3 setup.ref: the reference value payload', () => {
  it('is the payload from the start, stripped by the SPEC §5 rule with a warning', () => {
    expect(configuredPayload({ ref: 'spring-sale' })).toEqual({ payload: 'spring-sale', warning: null });
    expect(configuredPayload({ ref: 'spring sale!' })).toEqual({ payload: 'springsale', warning: expect.stringContaining('stripped') });
    expect(configuredPayload({ ref: 'x'.repeat(250) }).payload).toHaveLength(200);
    expect(configuredPayload({})).toEqual({ payload: null, warning: null });
    expect(configuredPayload({ ref: { a: 1 } })).toEqual({ payload: null, warning: null });
  });

  it('the machine builds the ref with it, and the host page setPayload replaces it', () => {
    const widget = merged('button', { setup: { ref: 'campaign-7' } });
    const actor = widgetMachineActor({
      input: {
        widget,
        session: { lastImpression: null, manualClose: false },
        page: { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} },
        route: { url: 'https://shop.test/', lastChange: null },
        viewport: { width: 1200, height: 800, mobile: false },
        now: () => 0,
        afterSubmitClass: 'inline',
        placement: 'inline',
        sessionId: 'sess',
        instanceId: 'inst',
        payload: configuredPayload(widget.data.setup).payload,
      },
    }).start();
    expect(parseReferenceValue(referenceValue(actor.getSnapshot()))?.payload).toBe('campaign-7');
    actor.send({ type: 'SET_PAYLOAD', payload: 'from-host' });
    expect(parseReferenceValue(referenceValue(actor.getSnapshot()))?.payload).toBe('from-host');
    actor.stop();
  });
});

describe('SPEC §3 submitted.ctaText and submitted.colors', () => {
  it('success colours apply key by key over the main ones; unusable values leave the main colour', () => {
    expect(successColors({ headline: '#111111', buttonBackground: '#222222' }, { buttonBackground: '#ff0000', buttonText: '#ffffff', headline: '' })).toEqual({
      headline: '#111111',
      buttonBackground: '#ff0000',
      buttonText: '#ffffff',
    });
    const main = { headline: '#111111' };
    expect(successColors(main, undefined)).toBe(main);
    expect(successColors(main, { __proto__: '#000000', unknownKey: '#000000' })).toBe(main);
  });

  it('the success button says submitted.ctaText, else "Go to Messenger"', () => {
    expect(successCtaText({ ctaText: 'Open the chat' })).toBe('Open the chat');
    expect(successCtaText({ ctaText: '  ' })).toBe(DEFAULT_SUCCESS_CTA_TEXT);
    const w = merged('modal', { submitted: { title: 'Thanks', ctaText: 'Open the chat' } });
    act(() =>
      mount.root.render(
        <Modal main={w.data.main} submitted={w.data.submitted} isSubmitted isDisplayed label="m" messengerUrl="https://m.me/1?ref=w5" onSubmit={vi.fn()} onClose={vi.fn()} nextStepDefault="messenger" />,
      ),
    );
    const link = Array.from(mount.container.querySelectorAll('a')).find((a) => a.getAttribute('href')?.startsWith('https://m.me/'));
    expect(link?.textContent).toBe('Open the chat');
  });
});

describe('"Powered by" (SPEC §1: every widget unless defaultSize; its target configurable)', () => {
  it('goes to a configured http(s) address, else to the provider', () => {
    expect(poweredByHref('https://agency.test/?src=widget')).toBe('https://agency.test/?src=widget');
    for (const bad of [null, '', 'javascript:alert(1)', 'ftp://x.test/', '/relative', 'https://x.test/<b>']) expect(poweredByHref(bad)).toBe(POWERED_BY_URL);
  });

  it('shows on the bar and the modal with the page\'s address, and not at all when the page hides it', () => {
    const bar = merged('bar', { main: { title: 'Hi' } });
    const draw = (href: string | null) =>
      act(() =>
        mount.root.render(
          <PoweredByContext.Provider value={href}>
            <Bar main={bar.data.main} submitted={bar.data.submitted} isSubmitted={false} label="b" onSubmit={vi.fn()} onClose={vi.fn()} chatLink={null} nextStepDefault="messenger" />
          </PoweredByContext.Provider>,
        ),
      );
    draw('https://agency.test/');
    const link = Array.from(mount.container.querySelectorAll('a')).find((a) => a.textContent === POWERED_BY_LABEL);
    expect(link?.getAttribute('href')).toBe('https://agency.test/');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    draw(null);
    expect(Array.from(mount.container.querySelectorAll('a')).some((a) => a.textContent === POWERED_BY_LABEL)).toBe(false);
  });
});
