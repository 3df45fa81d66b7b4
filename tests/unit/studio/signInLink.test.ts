// The code of a one-time sign-in link, read from the studio's address (studio/rules/signInLink.ts).
import { describe, expect, it } from 'vitest';
import { signInCodeOf } from '../../../studio/rules/signInLink';

describe('signInCodeOf', () => {
  it('reads the code of a one-time sign-in link from the fragment, and nothing else', () => {
    const code = 'uaFJ1tRuW6EdVHhxB2iGB0Xbpojt9PfmkSaQPGr8TgA';
    expect(signInCodeOf(`#sign-in=${code}`)).toBe(code);
    expect(signInCodeOf(`sign-in=${code}`)).toBe(code);
    for (const hash of ['', '#', '#sign-in=', '#sign-in=short', `#signin=${code}`, '#sign-in=<script>', `#sign-in=${'a'.repeat(129)}`]) {
      expect(signInCodeOf(hash), hash).toBeNull();
    }
  });
});
