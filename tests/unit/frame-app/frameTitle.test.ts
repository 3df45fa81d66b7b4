import { describe, expect, it } from 'vitest';
import { frameTitle } from '../../../frame-app/boot/frameTitle';
import { kindOf, withKindDefaults } from './kindFixtures';
import { widgetLabel } from '../../../frame-app/widgets/widgetLabel';

describe('frame title and widget label', () => {
  it('names the iframe "<title> (<kind>)"', () => {
    expect(frameTitle('Get 10% off', 'bar')).toBe('Get 10% off (bar)');
    expect(frameTitle('Hi', 'slide_in')).toBe('Hi (slide in)');
  });

  it('never exceeds the 300 characters the bridge accepts', () => {
    const title = frameTitle('x'.repeat(400), 'page_takeover');
    expect(title.length).toBe(300);
    expect(title.endsWith('… (page takeover)')).toBe(true);
  });

  it('falls back from an empty title to the widget name, then to the kind', () => {
    const withName = withKindDefaults({ widget_id: 1, widget_type: 'bar', name: 'Welcome bar', data: { main: { title: '  ' } } });
    expect(widgetLabel(withName, kindOf(withName))).toBe('Welcome bar');
    const bare = withKindDefaults({ widget_id: 1, widget_type: 'bar' });
    expect(widgetLabel(bare, kindOf(bare))).toBe('Messenger opt-in bar');
    const chat = withKindDefaults({ widget_id: 1, widget_type: 'omnichat', channel: 'omni' });
    expect(widgetLabel(chat, kindOf(chat))).toBe('Chat with us');
  });
});
