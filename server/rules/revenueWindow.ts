/**
 * How long after an opt-in its session's money events count as the widget's revenue (issue 47, item 5):
 * 7 days, the usual window of an ad platform's click-through attribution, so the studio's number can be
 * set beside the ads' own. The one place it is set; the answer carries it (`revenueWindowDays`) so the
 * studio says what it counted, and docs/SERVER.md "Funnel and revenue" describes the rule.
 */
export const REVENUE_WINDOW_DAYS = 7;
