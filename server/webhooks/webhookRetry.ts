/**
 * How long and how often a delivery is retried (issue 48): exponential backoff for 3 days, then failed.
 * pg-boss schedules retry n at about `baseDelaySeconds × 2^n` (its retryBackoff, with jitter); the window
 * is ours, counted from the delivery's `window_started_at`, so a replay gets 3 more days.
 */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** The first retry after 30 s: 30 s, 1 min, 2 min, … 17 h, so about 13 attempts fill the 3 days. */
export const WEBHOOK_RETRY_BASE_SECONDS = 30;

/**
 * pg-boss needs a retry limit; the window decides when to stop, so this is only a ceiling above what the
 * window allows at the base delay (its backoff is capped at 2^16 × base).
 */
export const WEBHOOK_RETRY_LIMIT = 40;

/** Whether a failed attempt may be retried: the window has not run out. */
export const mayRetry = (windowStartedAt: Date, now: number, windowMs = WEBHOOK_RETRY_WINDOW_MS): boolean => now - windowStartedAt.getTime() < windowMs;
