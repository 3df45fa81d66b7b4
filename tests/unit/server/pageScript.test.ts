/**
 * The per-page script's text (server/rules/pageScript.ts), run in a sandbox with a fake document: what
 * it leaves for the loader, the loader tag it adds (nonce, Trusted Types), and that nothing a
 * configuration holds can end the script or its string.
 */
import { Script, createContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_CONFIGS_GLOBAL, pageScriptPath } from '../../../bridge-protocol/pageScript';
import { PAGE_SCRIPT_POLICY, pageIdOfScriptFile, pageScriptText } from '../../../server/rules/pageScript';

interface FakeScript {
  attributes: Record<string, string>;
  async?: boolean;
  nonce?: string;
  src?: unknown;
  setAttribute(name: string, value: string): void;
}

interface RunOptions {
  /** What the page's `trustedTypes` does: absent, a policy factory, or one refusing every name (a trusted-types directive without ours). */
  trustedTypes?: 'none' | 'allow' | 'refuse';
  /** An MC already running on the page. */
  running?: boolean;
  currentScript?: boolean;
  /** A global the script must never call (what a string that broke out would). */
  alert?: () => void;
}

function run(text: string, options: RunOptions = {}) {
  const inserted: FakeScript[] = [];
  const policies: { name: string; urls: string[] }[] = [];
  const errors: string[] = [];
  const tag = { src: 'https://widgets.example/page/shop.js', nonce: 'n0nce', parentNode: { insertBefore: (node: FakeScript) => inserted.push(node) }, nextSibling: null };
  const createElement = (): FakeScript => {
    const script: FakeScript = { attributes: {}, setAttribute: (name, value) => void (script.attributes[name] = value) };
    if (options.trustedTypes === 'refuse') {
      // As Chromium under require-trusted-types-for 'script': a string is refused.
      Object.defineProperty(script, 'src', { set: (value: unknown) => { if (typeof value === 'string') throw new TypeError('This document requires TrustedScriptURL assignment.'); } });
    }
    return script;
  };
  const trustedTypes =
    options.trustedTypes === 'allow'
      ? {
          createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
            const policy = { name, urls: [] as string[] };
            policies.push(policy);
            return { createScriptURL: (url: string) => (policy.urls.push(url), { trusted: rules.createScriptURL(url) }) };
          },
        }
      : options.trustedTypes === 'refuse'
        ? { createPolicy: () => { throw new TypeError('Policy "mc-loader" disallowed.'); } }
        : undefined;
  const window: Record<string, unknown> = { trustedTypes, ...(options.running ? { MC: { version: '1' } } : {}) };
  const document = { currentScript: options.currentScript === false ? null : tag, createElement, querySelector: () => null, head: { appendChild: (node: FakeScript) => inserted.push(node) } };
  const context = createContext({ window, document, URL, alert: options.alert, console: { error: (message: string) => errors.push(message) } });
  new Script(text).runInContext(context);
  return { window, inserted, policies, errors };
}

const CONFIG = JSON.stringify({ pageId: 'shop', widgets: [{ widget_id: 1, widget_type: 'bar', data: {} }] });

describe('the per-page script', () => {
  it('leaves the configuration text for its page and adds the loader tag after its own, async, with its nonce', () => {
    const { window, inserted, errors } = run(pageScriptText('shop', CONFIG));
    expect((window[PAGE_CONFIGS_GLOBAL] as Record<string, string>).shop).toBe(CONFIG);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({ async: true, nonce: 'n0nce', src: 'https://widgets.example/loader.js', attributes: { 'data-page-id': 'shop' } });
    expect(errors).toEqual([]);
  });

  it('gives the loader address as a TrustedScriptURL from its own policy, which allows nothing else', () => {
    const { inserted, policies } = run(pageScriptText('shop', CONFIG), { trustedTypes: 'allow' });
    expect(policies).toEqual([{ name: PAGE_SCRIPT_POLICY, urls: ['https://widgets.example/loader.js'] }]);
    expect(inserted[0]?.src).toEqual({ trusted: 'https://widgets.example/loader.js' });
  });

  it('says in one console error what to allow when the page refuses its policy', () => {
    const { inserted, errors } = run(pageScriptText('shop', CONFIG), { trustedTypes: 'refuse' });
    expect(inserted).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`allow the Trusted Types policy "${PAGE_SCRIPT_POLICY}"`);
  });

  it('without a configuration still starts the loader (whose own request reports the page), leaving nothing', () => {
    const { window, inserted } = run(pageScriptText('nope', null));
    expect(window[PAGE_CONFIGS_GLOBAL]).toBeUndefined();
    expect(inserted[0]?.attributes).toEqual({ 'data-page-id': 'nope' });
  });

  it('does nothing where a loader already runs (a swapped page ran the tag again)', () => {
    const { window, inserted } = run(pageScriptText('shop', CONFIG), { running: true });
    expect(inserted).toEqual([]);
    expect(window[PAGE_CONFIGS_GLOBAL]).toBeUndefined();
  });

  it('reports once when it cannot find its own tag', () => {
    const { inserted, errors } = run(pageScriptText('shop', CONFIG), { currentScript: false });
    expect(inserted).toEqual([]);
    expect(errors).toEqual(['[MC] the per-page script of page "shop" cannot find its own <script>; no widget is shown.']);
  });

  it('carries any text exactly, and none can end the script element or the string', () => {
    const hostile = JSON.stringify({ pageId: 'shop', page_name: '</script><script>alert(1)</script> "); alert(2); (" \u2028\u2029 <!-- \\ ${x} `' });
    const text = pageScriptText('shop', hostile);
    expect(text).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
    const alert = vi.fn();
    const { window } = run(text, { alert });
    expect((window[PAGE_CONFIGS_GLOBAL] as Record<string, string>).shop).toBe(hostile);
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a page id that is not one', () => {
    for (const id of ['', 'a.b', '../x', 'a"b', '</script>', 'x'.repeat(65)]) expect(() => pageScriptText(id, null), id).toThrow();
  });
});

describe('the per-page script address', () => {
  it('is /page/<PAGE_ID>.js, and only a valid page id is read back from it', () => {
    expect(pageScriptPath('shop_1-a')).toBe('/page/shop_1-a.js');
    expect(pageIdOfScriptFile('shop_1-a.js')).toBe('shop_1-a');
    for (const file of ['shop', 'shop.js.js', '.js', 'a.b.js', 'shop.json', '%2e%2e.js', `${'x'.repeat(65)}.js`, 'shop.JS']) expect(pageIdOfScriptFile(file), file).toBeNull();
  });
});
