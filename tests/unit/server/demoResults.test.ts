// The demo brand's generated results (issue 49): deterministic for a seed and a `now`, 30 days up to now,
// plausible (a split test whose better arm leads, purchases in one currency after an opt-in), and fictional
// contacts only.
import { describe, expect, it } from 'vitest';
import { DEMO_CURRENCY, DEMO_PAGES, DEMO_PLANS, DEMO_SEED } from '../../../server/demo/demoBrand';
import { DEMO_DAYS, demoPhone, demoResults } from '../../../server/rules/demoResults';
import { seededRandom } from '../../../server/rules/seededRandom';
import { widgetProblems } from '../../../bridge-protocol/studio/widgetSchema';
import { pageSettingsProblems } from '../../../bridge-protocol/studio/pageSettings';

const NOW = Date.UTC(2026, 11, 8, 9, 30);
const DAY = 86_400_000;
const make = (now = NOW) => demoResults(DEMO_PLANS, { seed: DEMO_SEED, now, currency: DEMO_CURRENCY });

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, others for another', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(seededRandom(8).next()).not.toBe(first[0]);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('demoResults', () => {
  it('is the same rows for the same seed and now', () => {
    expect(make()).toEqual(make());
    expect(make(NOW + DAY).events[0]?.at).not.toBe(make().events[0]?.at);
  });

  it('covers the 30 days up to now, every widget every day, nothing later than now', () => {
    const { events, optIns } = make();
    const impressions = events.filter((e) => e.event === 'impression');
    for (const row of [...events, ...optIns]) {
      const at = Date.parse(row.at);
      expect(at).toBeLessThanOrEqual(NOW);
      expect(at).toBeGreaterThan(NOW - DEMO_DAYS * DAY);
    }
    for (const plan of DEMO_PLANS) {
      const days = new Set(
        impressions.filter((e) => e.pageId === plan.pageId && e.widgetId === plan.widgetId).map((e) => Math.floor((NOW - Date.parse(e.at)) / DAY)),
      );
      expect(days.size, `${plan.pageId}/${plan.widgetId}`).toBe(DEMO_DAYS);
    }
  });

  it('opts visitors in at plausible rates, with the split test’s better arm ahead', () => {
    const { events, optIns } = make();
    const test = DEMO_PLANS.find((p) => p.test !== undefined);
    if (test?.test === undefined) throw new Error('the demo has a split test');
    const shown = (arm: string) => events.filter((e) => e.event === 'impression' && e.widgetId === test.widgetId && e.pageId === test.pageId && (e.body.payload as { variant?: string }).variant === arm).length;
    const joined = (arm: string) => optIns.filter((o) => o.widgetId === test.widgetId && o.pageId === test.pageId && o.arm === arm).length;
    const [worse, better] = Object.entries(test.test.rates).sort((a, b) => a[1] - b[1]).map(([arm]) => arm);
    expect(joined(better!) / shown(better!)).toBeGreaterThan(joined(worse!) / shown(worse!));
    const rate = optIns.length / events.filter((e) => e.event === 'impression').length;
    expect(rate).toBeGreaterThan(0.01);
    expect(rate).toBeLessThan(0.1);
  });

  it('has purchases in one currency, each after its session’s opt-in, and fictional contacts', () => {
    const { events, optIns } = make();
    const money = events.filter((e) => e.kind === 'money');
    expect(money.length).toBeGreaterThan(20);
    expect(new Set(money.map((e) => e.currency))).toEqual(new Set([DEMO_CURRENCY]));
    const optedInAt = new Map(optIns.map((o) => [o.sessionId, Date.parse(o.at)]));
    for (const m of money) expect(Date.parse(m.at)).toBeGreaterThanOrEqual(optedInAt.get(m.sessionId) ?? Infinity);
    for (const o of optIns.filter((x) => x.channel === 'sms')) expect(o.contact).toMatch(/^\+1\d{3}5550[1]\d{2}$/);
    expect(demoPhone(0)).toBe('+12065550100');
    expect(new Set(events.map((e) => e.sessionId)).size).toBeGreaterThan(1000);
  });
});

describe('the demo brand', () => {
  it('has pages whose settings and widgets pass the studio’s own save checks', () => {
    for (const page of DEMO_PAGES) {
      const { widgets, pageId: _id, whitelist: _w, ...settings } = page as { widgets: unknown[]; pageId: unknown; whitelist: unknown };
      expect(pageSettingsProblems(settings), String(page.pageId)).toEqual([]);
      for (const widget of widgets) expect(widgetProblems(widget), JSON.stringify(widget).slice(0, 80)).toEqual([]);
    }
  });
});
