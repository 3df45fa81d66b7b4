import { describe, expect, it } from 'vitest';
import { initialPageState } from '../../../bridge-protocol/clientState';

describe('SPEC §3 "Client state at start"', () => {
  it('the page state has exactly the names and initial values of the spec', () => {
    expect(initialPageState()).toStrictEqual({ exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} });
  });

  it('returns fresh objects, so one state never shares a map with another', () => {
    const a = initialPageState();
    a.anchors.signup = true;
    expect(initialPageState().anchors).toStrictEqual({});
  });
});
