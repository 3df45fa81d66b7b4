/**
 * The demo brand's 30 days of results, generated (issue 49): for each widget, each day's impressions
 * (more at weekends, growing over the month), the visitors who opted in (at the widget's rate, or its
 * split test arm's), their clicks, and the purchases some of them made afterwards (money and conversion
 * events in one currency). Pure and seeded (seededRandom.ts): the same plans, seed and `now` give the same
 * rows, so the demo is the same on every fresh start and a test can hold it.
 *
 * The rows are what the real routes store (a pixel event's body as the loader sends it, an SMS subscriber,
 * a Messenger opt-in), written by stores/demoData.ts into the real tables, so the studio's reports, results,
 * funnels and split tests compute them the way they compute a shop's own.
 */
import { seededRandom, type SeededRandom } from './seededRandom';

export const DEMO_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DemoWidgetPlan {
  pageId: string;
  widgetId: string;
  channel: 'sms' | 'messenger';
  /** Impressions on an ordinary weekday mid-month. */
  daily: number;
  /** The share of impressions that opt in. */
  rate: number;
  /** A running split test: its key and each arm's opt-in rate (arms shown evenly). */
  test?: { key: string; rates: Readonly<Record<string, number>> };
}

export interface DemoEvent {
  kind: 'event' | 'conversion' | 'money';
  pageId: string;
  /** The counted widget (pixel_events.widget_id), for the widget's events only. */
  widgetId: string | null;
  event: string;
  sessionId: string;
  weight: number | null;
  currency: string | null;
  body: Record<string, unknown>;
  /** ISO time. */
  at: string;
}

export interface DemoOptIn {
  pageId: string;
  widgetId: string;
  channel: 'sms' | 'messenger';
  sessionId: string;
  /** The visitor's arm of the widget's split test, or null. */
  arm: string | null;
  /** A fictional number (555-01xx) for SMS, a made-up PSID for Messenger. */
  contact: string;
  at: string;
}

export interface DemoResults {
  events: DemoEvent[];
  optIns: DemoOptIn[];
}

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const SOURCES = ['direct', 'google', 'google', 'instagram', 'newsletter', 'facebook'] as const;
/** US area codes for the fictional 555-0100 … 555-0199 numbers. */
const AREAS = ['206', '312', '415', '503', '617', '720', '512', '303', '404', '612'] as const;

/** A visitor's share of the day's traffic by weekday: shoppers browse more at weekends. */
const weekdayFactor = (at: number): number => ([0, 6].includes(new Date(at).getUTCDay()) ? 1.3 : 1);

/** The day `daysAgo` days back: fewer visitors at the start of the month than now (the shop is growing). */
function impressionsOn(plan: DemoWidgetPlan, daysAgo: number, now: number, random: SeededRandom): number {
  const growth = 0.8 + (0.4 * (DEMO_DAYS - 1 - daysAgo)) / (DEMO_DAYS - 1);
  return Math.round(plan.daily * growth * weekdayFactor(now - daysAgo * DAY_MS) * (0.85 + 0.3 * random.next()));
}

/** The n-th fictional phone number of a widget: 555-01xx numbers are reserved for fiction. */
export function demoPhone(n: number): string {
  return `+1${AREAS[Math.floor(n / 100) % AREAS.length] ?? AREAS[0]}5550${String(100 + (n % 100))}`;
}

interface Visit {
  plan: DemoWidgetPlan;
  sessionId: string;
  at: number;
  arm: string | null;
}

/** The impression the loader sends when the widget opens, signed for the widget (so it is counted). */
function impression(v: Visit, random: SeededRandom): DemoEvent {
  const payload: Record<string, unknown> = {
    widget_id: v.plan.widgetId,
    user_agent: random.next() < 0.62 ? PHONE : DESKTOP,
    source: random.pick(SOURCES),
    ...(v.arm === null || v.plan.test === undefined ? {} : { experiment: v.plan.test.key, variant: v.arm }),
  };
  return pixelEvent(v, 'impression', v.at, payload);
}

function pixelEvent(v: Visit, event: string, at: number, payload: Record<string, unknown>): DemoEvent {
  const body = { event, account_id: v.plan.pageId, session_id: v.sessionId, payload };
  return { kind: 'event', pageId: v.plan.pageId, widgetId: v.plan.widgetId, event, sessionId: v.sessionId, weight: null, currency: null, body, at: new Date(at).toISOString() };
}

/** A purchase some days after the opt-in (never after `now`): a money event and a conversion. */
function purchase(v: Visit, optedInAt: number, now: number, currency: string, random: SeededRandom): DemoEvent[] {
  const at = optedInAt + random.next() * 5 * DAY_MS;
  if (at > now) return [];
  const weight = Math.round((18 + random.next() * 54) * 100) / 100;
  const common = { pageId: v.plan.pageId, widgetId: null, event: 'purchase', sessionId: v.sessionId, at: new Date(at).toISOString() };
  const body = { event: 'purchase', account_id: v.plan.pageId, session_id: v.sessionId };
  return [
    { ...common, kind: 'money', weight, currency, body: { ...body, weight, currency } },
    { ...common, kind: 'conversion', weight: null, currency: null, body },
  ];
}

interface Counters {
  sessions: number;
  contacts: Map<string, number>;
}

/** One visit's rows: the impression, and when the visitor opts in, the click, the opt-in and maybe a purchase. */
function visitRows(v: Visit, now: number, currency: string, counters: Counters, random: SeededRandom, out: DemoResults): void {
  out.events.push(impression(v, random));
  const rate = v.arm === null ? v.plan.rate : (v.plan.test?.rates[v.arm] ?? v.plan.rate);
  if (random.next() >= rate) return;
  const clickedAt = Math.min(now, v.at + random.int(3, 40) * 1000);
  out.events.push(pixelEvent(v, 'click', clickedAt, { widget_id: v.plan.widgetId }));
  const optedInAt = Math.min(now, clickedAt + random.int(5, 90) * 1000);
  const key = `${v.plan.pageId}/${v.plan.widgetId}`;
  const n = counters.contacts.get(key) ?? 0;
  counters.contacts.set(key, n + 1);
  const contact = v.plan.channel === 'sms' ? demoPhone(n) : `demo-psid-${v.plan.pageId}-${v.plan.widgetId}-${n}`;
  out.optIns.push({ pageId: v.plan.pageId, widgetId: v.plan.widgetId, channel: v.plan.channel, sessionId: v.sessionId, arm: v.arm, contact, at: new Date(optedInAt).toISOString() });
  if (random.next() < 0.24) out.events.push(...purchase(v, optedInAt, now, currency, random));
}

/** Every widget's 30 days up to `now` (epoch ms), oldest first. */
export function demoResults(plans: readonly DemoWidgetPlan[], options: { seed: number; now: number; currency: string }): DemoResults {
  const random = seededRandom(options.seed);
  const out: DemoResults = { events: [], optIns: [] };
  const counters: Counters = { sessions: 0, contacts: new Map() };
  for (let daysAgo = DEMO_DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (const plan of plans) {
      const count = impressionsOn(plan, daysAgo, options.now, random);
      const arms = plan.test === undefined ? [] : Object.keys(plan.test.rates);
      for (let i = 0; i < count; i++) {
        const at = options.now - daysAgo * DAY_MS - random.next() * DAY_MS;
        const arm = arms.length === 0 ? null : random.pick(arms);
        counters.sessions += 1;
        const sessionId = `demo-${options.seed}-${counters.sessions}`;
        visitRows({ plan, sessionId, at, arm }, options.now, options.currency, counters, random, out);
      }
    }
  }
  return out;
}
