import { describe, expect, it } from 'vitest';
import { experimentProblem } from '../../../bridge-protocol/experiment';
import { armText, experimentOf, testKey, widgetInArm, withArmPromoted, withArmText, withNewTest, withTestStopped } from '../../../studio/rules/splitTest';

const BAR = { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Spring sale!', data: { main: { title: 'Get 10% off', desc: 'Weekly picks.' } } };
const NOW = new Date('2026-04-02T10:00:00Z');

describe('split test rules', () => {
  it('a test key comes from the widget and the day, in the key’s characters', () => {
    expect(testKey(BAR, NOW)).toBe('spring-sale-7-20260402');
    expect(testKey({ widget_id: 3, widget_type: 'modal' }, NOW)).toBe('modal-3-20260402');
    expect(testKey({ ...BAR, name: 'x'.repeat(90) }, NOW).length).toBeLessThanOrEqual(64);
  });

  it('starting makes a running test of control and b at 50/50, b starting with the headline; the save check accepts it', () => {
    const started = withNewTest(BAR, 'Get 10% off', NOW);
    const test = experimentOf(started);
    expect(test).toEqual({ key: 'spring-sale-7-20260402', status: 'running', arms: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'Get 10% off' } } }], holdout: 0 });
    expect(experimentProblem(test)).toBeNull();
    expect(BAR.data).not.toHaveProperty('experiment');
  });

  it('an arm stores only what it changes: an emptied text is removed, and an arm without changes has no data', () => {
    let widget = withNewTest(BAR, 'Get 10% off', NOW);
    widget = withArmText(widget, 1, 'title', 'Free shipping today');
    widget = withArmText(widget, 1, 'desc', 'On every order');
    expect(armText(experimentOf(widget)!.arms[1]!, 'desc')).toBe('On every order');
    widget = withArmText(widget, 1, 'desc', '');
    expect(experimentOf(widget)!.arms[1]).toEqual({ id: 'b', weight: 50, data: { main: { title: 'Free shipping today' } } });
    widget = withArmText(widget, 1, 'title', '');
    expect(experimentOf(widget)!.arms[1]).toEqual({ id: 'b', weight: 50 });
  });

  it('an arm shows its data merged over the widget’s, without the test; the control shows the widget', () => {
    const widget = withArmText(withNewTest(BAR, 'x', NOW), 1, 'title', 'Free shipping today');
    expect(widgetInArm(widget, 'b').data).toEqual({ main: { title: 'Free shipping today', desc: 'Weekly picks.' } });
    expect(widgetInArm(widget, 'control').data).toEqual(BAR.data);
    expect(widgetInArm(BAR, 'b')).toBe(BAR);
  });

  it('promoting makes the arm the widget and removes the test; stopping keeps the arms', () => {
    const widget = withArmText(withNewTest(BAR, 'x', NOW), 1, 'title', 'Free shipping today');
    expect(withArmPromoted(widget, 'b')).toEqual({ ...BAR, data: { main: { title: 'Free shipping today', desc: 'Weekly picks.' } } });
    expect(withArmPromoted(widget, 'control')).toEqual(BAR);
    expect(experimentOf(withTestStopped(widget))?.status).toBe('stopped');
  });
});
