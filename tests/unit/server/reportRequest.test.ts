// The report routes' query (server/rules/reportRequest.ts): the range as reportRange.ts says, and an IANA zone.
import { describe, expect, it } from 'vitest';
import { checkReportRequest, isKnownTimeZone } from '../../../server/rules/reportRequest';

describe('isKnownTimeZone', () => {
  it('accepts IANA names the runtime knows, in any case', () => {
    for (const tz of ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'Asia/Kolkata', 'europe/paris']) expect(isKnownTimeZone(tz), tz).toBe(true);
  });

  it('refuses offsets (PostgreSQL reads them the POSIX way round), unknown names and hostile text', () => {
    for (const tz of ['+01:00', '-05:00', '+0100', 'Mars/Olympus', 'Europe/', '/Europe/Paris', 'Europe//Paris', 'UTC; DROP TABLE x', "UTC'", 'Europe/Paris\n', 'A'.repeat(65), '']) {
      expect(isKnownTimeZone(tz), JSON.stringify(tz)).toBe(false);
    }
  });
});

describe('checkReportRequest', () => {
  it('gives the ordered range and the zone as asked', () => {
    expect(checkReportRequest({ from: '2024-05-31', to: '2024-05-01', tz: 'Europe/Paris', other: 'ignored' })).toEqual({
      ok: true,
      request: { from: '2024-05-01', to: '2024-05-31', tz: 'Europe/Paris' },
    });
  });

  it('names the field: the range first, then the zone', () => {
    expect(checkReportRequest({ to: '2024-05-01', tz: 'nope' })).toMatchObject({ ok: false, field: 'from' });
    expect(checkReportRequest({ from: '2024-05-01', to: '2024-05-02' })).toMatchObject({ ok: false, field: 'tz', message: expect.stringMatching(/tz is required/) });
    expect(checkReportRequest({ from: '2024-05-01', to: '2024-05-02', tz: ['UTC', 'UTC'] })).toMatchObject({ ok: false, field: 'tz', message: expect.stringMatching(/IANA/) });
    expect(checkReportRequest({ from: '2024-05-01', to: '2024-05-02', tz: '+02:00' })).toMatchObject({ ok: false, field: 'tz' });
    expect(checkReportRequest(null)).toMatchObject({ ok: false, field: 'from' });
  });
});
