import { describe, expect, it } from 'vitest';
import { bucketHash } from '../../../bridge-protocol/bucketHash';
import { dataInArm, experimentArm, experimentProblem, HOLDOUT, type Experiment } from '../../../bridge-protocol/experiment';

const visitors = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}-${i}-${(i * 2654435761) % 9973}`);

describe('bucketHash: GrowthBook’s version 2 hash', () => {
  // The values GrowthBook publishes for its SDKs (packages/sdk-js/test/cases.json, "hash", version 2).
  it.each([
    ['seed', 'a', 0.0505],
    ['seed', 'b', 0.2696],
    ['foo', 'ab', 0.2575],
    ['foo', 'def', 0.2019],
    ['89123klj', '8952klfjas09ujkasdf', 0.124],
    ['90850943850283058242805', '123', 0.7516],
    ['()**(%$##$%#$#', '___)((*":&', 0.0128],
  ])('hash(%j, %j) = %d', (seed, value, expected) => {
    expect(bucketHash(seed, value)).toBe(expected);
  });
});

const test2: Experiment = {
  key: 'spring-headline',
  status: 'running',
  arms: [
    { id: 'control', weight: 50 },
    { id: 'b', weight: 50, data: { main: { title: 'Free shipping today' } } },
  ],
};

describe('experimentArm: a visitor’s arm', () => {
  it('is the same for a visitor every time, and both arms come up among 60 visitors', () => {
    const arms = visitors(60).map((v) => experimentArm(test2, v));
    expect(visitors(60).map((v) => experimentArm(test2, v))).toEqual(arms);
    expect(arms.filter((a) => a === 'control').length).toBeGreaterThanOrEqual(15);
    expect(arms.filter((a) => a === 'b').length).toBeGreaterThanOrEqual(15);
  });

  it('follows the weights (20/30/50 over 20,000 visitors, within 1.5 points)', () => {
    const three: Experiment = { key: 'three', status: 'running', arms: [{ id: 'a', weight: 2 }, { id: 'b', weight: 3 }, { id: 'c', weight: 5 }] };
    const counts = { a: 0, b: 0, c: 0 } as Record<string, number>;
    for (const v of visitors(20_000)) counts[experimentArm(three, v)!]! += 1;
    expect(counts.a! / 20_000).toBeCloseTo(0.2, 1);
    expect(Math.abs(counts.b! / 20_000 - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(counts.c! / 20_000 - 0.5)).toBeLessThan(0.015);
  });

  it('a weight of 0 gets nobody; another key splits visitors anew', () => {
    const none: Experiment = { ...test2, arms: [{ id: 'control', weight: 0 }, { id: 'b', weight: 1 }] };
    expect(new Set(visitors(500).map((v) => experimentArm(none, v)))).toEqual(new Set(['b']));
    const other = visitors(400).filter((v) => experimentArm(test2, v) !== experimentArm({ ...test2, key: 'autumn' }, v));
    expect(other.length).toBeGreaterThan(120);
  });

  it('holds out the holdout’s percent, and changing it moves no visitor from one arm to another', () => {
    const all = visitors(10_000);
    const held = all.map((v) => experimentArm({ ...test2, holdout: 20 }, v));
    expect(Math.abs(held.filter((a) => a === HOLDOUT).length / all.length - 0.2)).toBeLessThan(0.015);
    const without = all.map((v) => experimentArm(test2, v));
    held.forEach((arm, i) => {
      if (arm !== HOLDOUT) expect(arm).toBe(without[i]);
    });
  });

  it('is null when the test is stopped: everyone sees the widget as configured', () => {
    expect(experimentArm({ ...test2, status: 'stopped' }, 'v-1')).toBeNull();
  });
});

describe('dataInArm: an arm’s data over the widget’s', () => {
  const data = { main: { title: 'Back in stock', desc: 'First to know' }, setup: { whenDisplay: { type: 'scroll', value: 30 } } };
  it('merges the arm’s data over the widget’s; the control shows the widget as it is', () => {
    expect(dataInArm(data, test2, 'b')).toEqual({ main: { title: 'Free shipping today', desc: 'First to know' }, setup: { whenDisplay: { type: 'scroll', value: 30 } } });
    expect(dataInArm(data, test2, 'control')).toBe(data);
    expect(dataInArm(data, test2, 'nope')).toBe(data);
    expect(data.main.title).toBe('Back in stock');
  });
});

describe('experimentProblem: one check for the server, the admin API, the studio and the loader', () => {
  it('accepts the DESIGN’s shape, holdout and arm data optional', () => {
    expect(experimentProblem(test2)).toBeNull();
    expect(experimentProblem({ ...test2, holdout: 10 })).toBeNull();
    expect(experimentProblem({ ...test2, status: 'stopped', holdout: 0 })).toBeNull();
  });

  it.each([
    [null, 'experiment', 'A split test is a set of fields'],
    [{ ...test2, key: '' }, 'experiment.key', 'Name the test'],
    [{ ...test2, key: 'a b' }, 'experiment.key', 'Name the test'],
    [{ ...test2, status: 'paused' }, 'experiment.status', '“running” or “stopped”'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }] }, 'experiment.arms', '2 to 6 arms'],
    [{ ...test2, arms: Array.from({ length: 7 }, (_, i) => ({ id: `a${i}`, weight: 1 })) }, 'experiment.arms', '2 to 6 arms'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }, 'b'] }, 'experiment.arms[1]', 'Each arm is a set of fields'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }, { id: 'control', weight: 1 }] }, 'experiment.arms[1].id', 'already another arm'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }, { id: 'holdout', weight: 1 }] }, 'experiment.arms[1].id', 'names the visitors who see nothing'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }, { id: 'x'.repeat(33), weight: 1 }] }, 'experiment.arms[1].id', '1 to 32'],
    [{ ...test2, arms: [{ id: 'control', weight: -1 }, { id: 'b', weight: 1 }] }, 'experiment.arms[0].weight', 'a number of 0 or more'],
    [{ ...test2, arms: [{ id: 'control', weight: 0 }, { id: 'b', weight: 0 }] }, 'experiment.arms', 'above 0'],
    [{ ...test2, arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1, data: 'x' }] }, 'experiment.arms[1].data', 'JSON object'],
    [{ ...test2, holdout: 51 }, 'experiment.holdout', 'from 0 to 50'],
    [{ ...test2, holdout: Number.NaN }, 'experiment.holdout', 'from 0 to 50'],
  ])('refuses %j at %s', (value, path, message) => {
    const problem = experimentProblem(value);
    expect(problem?.path).toBe(path);
    expect(problem?.message).toContain(message);
  });
});

describe('a widget’s save check holds its split test', () => {
  it('refuses a broken test at its field, and an arm’s change as the widget’s own field would be', async () => {
    const { widgetProblems } = await import('../../../bridge-protocol/studio/widgetSchema');
    const widget = (experiment: unknown) => ({ widget_id: 7, widget_type: 'bar', channel: 'fb', data: { main: { title: 'Hi' }, experiment } });
    expect(widgetProblems(widget(test2))).toEqual([]);
    expect(widgetProblems(widget({ ...test2, holdout: 80 }))).toEqual([{ path: 'data.experiment.holdout', message: 'The holdout is a percent of visitors from 0 to 50.' }]);
    const badArm = { ...test2, arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1, data: { main: { title: 42 } } }] };
    expect(widgetProblems(widget(badArm)).map((p) => p.path)).toEqual(['data.experiment.arms[1].data.main.title']);
  });
});
