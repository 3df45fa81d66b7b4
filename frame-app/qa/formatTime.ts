/** Local wall-clock time with milliseconds: bridge messages often cross within the same second. */
export function formatClock(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** A date and time for the session panel, e.g. "2025-03-04 17:05:09". */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "3 d 2 h", "45 min", "0 s": the QA clock offset and the age of the last impression. */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '−' : '';
  let s = Math.floor(Math.abs(ms) / 1000);
  const d = Math.floor(s / 86_400);
  s -= d * 86_400;
  const h = Math.floor(s / 3_600);
  s -= h * 3_600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const parts = [d ? `${d} d` : '', h ? `${h} h` : '', m ? `${m} min` : '', !d && !h && s ? `${s} s` : ''].filter(Boolean);
  return `${sign}${parts.slice(0, 2).join(' ') || '0 s'}`;
}
