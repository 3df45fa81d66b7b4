/**
 * The display decision (frame-app/boot/displayDecision.ts) runs without React and without a DOM: this
 * file runs in node, and the first test walks the decision's value imports to prove none reaches React,
 * a component file or a lazy view (the decision is meant to run before React has loaded, or away from
 * a frame).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toAppState } from '../../../bridge-protocol/config';
import { MESSENGER_OVERRIDE_KEYS } from '../../../bridge-protocol/messengerOverrides';
import type { Bootstrap } from '../../../bridge-protocol/messages';
import { decideDisplay, type WidgetDisplay } from '../../../frame-app/boot/displayDecision';
import { demoBar, demoBootstrap } from './fixtures';
import { kindOf } from './kindFixtures';

const DECISION = resolve(dirname(fileURLToPath(import.meta.url)), '../../../frame-app/boot/displayDecision.ts');

/** Every module the decision loads when it runs: value imports only (a type import loads nothing). */
function valueImportGraph(entry: string): { files: string[]; packages: string[]; dynamic: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const dynamic: string[] = [];
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    if (/\bimport\s*\(|import\.meta\.glob/.test(source)) dynamic.push(file);
    for (const [, typeOnly, names = '', spec = ''] of source.matchAll(/\b(?:import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g)) {
      // `import { type A, type B }` loads the module too, but tsc's verbatim rules drop it; count it as types.
      const allTypes = typeOnly !== undefined || /^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}\s*$/.test(names.trim());
      if (allTypes) continue;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const target = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
      if (target === undefined) throw new Error(`${file}: cannot resolve ${spec}`);
      visit(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages], dynamic };
}

function decided(bootstrap: Bootstrap): WidgetDisplay {
  const step = decideDisplay({ bootstrap, kind: kindOf(bootstrap.widget) });
  if (!step.ok) throw new Error(`refused: ${step.problem.message}`);
  return step.value;
}

const messengerApp = (extra: Record<string, unknown> = {}) => toAppState({ widgets: [], appId: '111', fb_page_id: '1234567890', ...extra }, 'demo');

describe('display decision', () => {
  it('loads no React, no component, no lazy view and no DOM code', () => {
    const graph = valueImportGraph(DECISION);
    expect(graph.files.length).toBeGreaterThan(5);
    expect(graph.packages.filter((name) => /^react(-dom)?(\/|$)/.test(name))).toEqual([]);
    expect(graph.files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    // The kinds table lazy-loads the views: the decision gets its row as a value instead.
    expect(graph.files.filter((file) => /widgets\/(kinds|layoutViews)\.ts$/.test(file))).toEqual([]);
    expect(graph.dynamic).toEqual([]);
    expect(typeof document).toBe('undefined');
    // The walk does see React where it is: the mount step's graph has it.
    expect(valueImportGraph(resolve(dirname(DECISION), 'mountFrame.ts')).packages).toContain('react');
  });

  it('a bar: its placement, hidden width, title, the anchors it watches, rendered at its first commit', () => {
    const display = decided(demoBootstrap({ widget: demoBar({ whenDisplay: { type: 'anchor', value: '#signup' }, buttonType: 'checkbox' }) }));
    expect(display.placement).toEqual({ kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true });
    expect(display.hiddenWidth).toBe('viewport');
    expect(display.title).toBe('Get 10% off (bar)');
    expect(display.anchors).toEqual(['signup']);
    expect(display.widget.data.main.allowHide).toBe(true);
    // The checkbox plugin is wanted, but without an app id it cannot load: the fallback from the start.
    expect(display.messenger).toMatchObject({ plugin: 'checkbox', load: null, unavailable: true, sdk: 'fallback' });
    // The commit is told to the machine, which knows what it means for a messenger widget.
    expect(display.renderedOnCommit).toBe(true);
    expect(display.warnings).toEqual(['[MC] widget 7: no appId or fb_page_id in the configuration, so no messenger plugin; the "Go to Messenger" fallback follows.']);
  });

  it('the messenger plugin loads with an app and page id; an EU visitor gets the link without an SDK', () => {
    const loads = decided(demoBootstrap({ app: messengerApp() })).messenger;
    expect(loads).toMatchObject({ plugin: 'send_to_messenger', unavailable: false, sdk: 'pending', renderTimeoutMs: undefined, standIn: true });
    // The standalone checkbox stands in with its own row; the link stands in for the checkbox beside a bar's button and that button.
    const checkboxKind = decided(demoBootstrap({ app: messengerApp(), widget: { widget_id: 7, widget_type: 'checkbox', channel: 'fb', data: {} } }));
    expect(checkboxKind.messenger).toMatchObject({ plugin: 'checkbox', standIn: true });
    const barCheckbox = decided(demoBootstrap({ app: messengerApp(), widget: demoBar({ buttonType: 'checkbox' }) }));
    expect(barCheckbox.messenger).toMatchObject({ plugin: 'checkbox', standIn: true });
    expect(loads.load).toMatchObject({ pageId: '1234567890', settings: { appId: '111', version: 'v3.1' } });
    const eu = decided(demoBootstrap({ app: messengerApp({ is_eu_affected: true }) }));
    expect(eu.messenger).toMatchObject({ plugin: 'send_to_messenger', load: null, unavailable: false, sdk: 'fallback' });
    expect(eu.warnings).toEqual([]);
    const editing = decided(demoBootstrap({ app: messengerApp(), editMode: true }));
    expect(editing.messenger).toMatchObject({ plugin: 'none', load: null, sdk: 'none' });
    expect(editing.renderedOnCommit).toBe(true);
  });

  it('the overrides and the configured payload: their warnings in order, as data', () => {
    const bootstrap = demoBootstrap({
      app: messengerApp(),
      widget: demoBar({}, { ref: 'promo spring!' }),
      messengerOverrides: { [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: '20', [MESSENGER_OVERRIDE_KEYS.sdkDebug]: 'maybe' },
    });
    const display = decided(bootstrap);
    expect(display.payload).toBe('promospring');
    expect(display.messenger.renderTimeoutMs).toBe(20);
    expect(display.warnings).toHaveLength(2);
    expect(display.warnings[0]).toBe('[MC] widget 7: data.setup.ref was stripped to the characters a-z A-Z 0-9 + / = - . _');
    expect(display.warnings[1]).toMatch(/^\[MC\] localStorage mc_fb_sdk_debug=/);
  });

  it('an SMS layout reports rendered itself; the omnichat bubble sits in its corner', () => {
    const sms = decided(demoBootstrap({ widget: { widget_id: 7, widget_type: 'modal', channel: 'sms', data: {} } }));
    expect(sms.renderedOnCommit).toBe(false);
    expect(sms.messenger.plugin).toBe('none');
    expect(sms.placement).toEqual({ kind: 'modal' });
    const omni = decided(demoBootstrap({ widget: { widget_id: 7, widget_type: 'omnichat', channel: 'omni', data: {} } }));
    expect(omni.placement).toEqual({ kind: 'bubble', inset: 12 });
    expect(omni.renderedOnCommit).toBe(true);
    expect(omni.title).toBe('Chat with us (omnichat)');
  });

  it('refuses an unknown width unit and an unknown buttonType, with the host error each is reported as', () => {
    const unit = demoBootstrap({ widget: { widget_id: 7, widget_type: 'box', data: { main: { width: { unit: 'em', number: 3 } } } } });
    expect(decideDisplay({ bootstrap: unit, kind: kindOf(unit.widget) })).toEqual({
      ok: false,
      problem: {
        message: '[MC] widget 7: unknown positioning unit "em" in data.main.width (expected "px" or "%"); this widget is disabled.',
        event: { reason: 'invalid-placement', widgetType: 'box' },
      },
    });
    const button = demoBootstrap({ widget: demoBar({ buttonType: 'radio' }) });
    expect(decideDisplay({ bootstrap: button, kind: kindOf(button.widget) })).toEqual({
      ok: false,
      problem: {
        message: '[MC] widget 7: unknown buttonType "radio" (expected "button" or "checkbox"); the widget is disabled',
        event: { reason: 'unknown-button-type', widgetType: 'bar' },
      },
    });
  });
});
