import { describe, expect, it } from 'vitest';
import { stripPayload } from '../../../bridge-protocol/stripPayload';

describe('stripPayload (SPEC §5)', () => {
  it('keeps a-z A-Z 0-9 + / = - . _ untouched', () => {
    expect(stripPayload('Abc-09_x.y+z/w=')).toEqual({ value: 'Abc-09_x.y+z/w=', changed: false });
  });

  it('strips everything else and says so', () => {
    expect(stripPayload('coupon 10%<script>é')).toEqual({ value: 'coupon10script', changed: true });
  });
});
