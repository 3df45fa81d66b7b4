import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from '../../../server/rules/phoneNumber';
import { isTokenExpired, tokenExpiry } from '../../../bridge-protocol/pixelToken';
import { splitStatements } from '../../../server/db/migrate';
import { signWidget, verifyWidgetSign } from '../../../server/policies/widgetSign';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+1 (201) 555-0123', '+12015550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +4915123456789 ', '+4915123456789'],
  ])('%s → %s', (input, e164) => expect(normalizePhoneNumber(input)).toBe(e164));
  it.each(['2015550123', '+1 555', '+999 123456', '', '+1 201 555 0123 999 999'])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });
});

describe('pixel token expiry (SPEC §5)', () => {
  const token = (payload: unknown) => `${Buffer.from(JSON.stringify(payload)).toString('base64')}.sig?x=1`;
  it('reads exp from the first base64 JSON segment, dropping the part after ?', () => {
    expect(tokenExpiry(token({ exp: 123 }))).toBe(123);
    expect(isTokenExpired(token({ exp: 100 }), 99_000)).toBe(false);
    expect(isTokenExpired(token({ exp: 100 }), 100_000)).toBe(true);
  });
  it('counts a token without a readable exp as expired', () => {
    expect(isTokenExpired('garbage', Date.now())).toBe(true);
    expect(isTokenExpired(token({ nope: 1 }), Date.now())).toBe(true);
  });
});

describe('widget_sign', () => {
  it('verifies its own signature only for the same page, widget and secret', () => {
    const sign = signWidget('s3cret', 'shop', '71');
    expect(verifyWidgetSign('s3cret', 'shop', '71', sign)).toBe(true);
    expect(verifyWidgetSign('s3cret', 'shop', '72', sign)).toBe(false);
    expect(verifyWidgetSign('other', 'shop', '71', sign)).toBe(false);
    expect(verifyWidgetSign('s3cret', 'shop', '71', 'short')).toBe(false);
  });
});

describe('migration splitting', () => {
  it('splits on ; at line ends and drops comment lines', () => {
    expect(splitStatements("-- a comment; with semicolon\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n")).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });

  it('keeps a dollar-quoted function body whole, its own ; included', () => {
    const fn = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  DELETE FROM a;\n  RETURN NULL;\nEND\n$$';
    expect(splitStatements(`CREATE TABLE a (x int);\n${fn};\nCREATE TRIGGER t AFTER TRUNCATE ON a EXECUTE FUNCTION f();\n`)).toEqual([
      'CREATE TABLE a (x int)',
      fn,
      'CREATE TRIGGER t AFTER TRUNCATE ON a EXECUTE FUNCTION f()',
    ]);
  });
});
