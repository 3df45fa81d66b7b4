/**
 * The triggers demo page (demo/triggers.html): each bar's description names its own trigger, as its
 * configuration states it, so the page explains what a visitor sees (issue 16 item 13b).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface DemoBar {
  widget_id: number;
  data: { main: { desc: string; whenDisplay: { type: string; value: unknown } }; setup: { hideOnMobile?: unknown } };
}

const configFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo/config/triggers.json');

describe('demo/config/triggers.json', () => {
  it('describes every bar by its own trigger and device rule, each differently', async () => {
    const { widgets } = JSON.parse(await readFile(configFile, 'utf8')) as { widgets: DemoBar[] };
    expect(widgets.length).toBeGreaterThan(0);
    for (const { widget_id: id, data } of widgets) {
      const { desc, whenDisplay } = data.main;
      const value = whenDisplay.value === null ? '' : ` ${typeof whenDisplay.value === 'string' && !/^\d+$/.test(whenDisplay.value) ? JSON.stringify(whenDisplay.value) : String(whenDisplay.value)}`;
      expect(desc, `widget ${id}`).toMatch(new RegExp(`^Trigger: ${whenDisplay.type}${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.,]`));
      const device = data.setup.hideOnMobile;
      if (device !== undefined && device !== false) expect(desc, `widget ${id}`).toContain(`hideOnMobile ${device === true ? 'true' : JSON.stringify(device)}`);
    }
    expect(new Set(widgets.map((w) => w.data.main.desc)).size).toBe(widgets.length);
  });
});
