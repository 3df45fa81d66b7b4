/**
 * The frame's colour readers take colours through the one colour rule (bridge-protocol/cssColor.ts,
 * issue 46 item 6): what the browser's CSSOM used to drop is dropped before React sees it, so the server's
 * paint (which writes style attributes as they are) and the browser render the same.
 */
import { describe, expect, it } from 'vitest';
import { widgetColors } from '../../../frame-app/rules/widgetColors';
import { smsColors } from '../../../frame-app/sms/widgets/smsColors';
import { overlayColor } from '../../../frame-app/parts/overlayStyle';
import { ownBubbleColor } from '../../../frame-app/widgets/CustomerChatBubble';

const HOSTILE = 'blue;position:fixed';
const FETCHING = 'url(https://evil.example/x.png)';

describe("the frame's colours pass the one colour rule", () => {
  it('drops a colour that is not one, keeps the ones that are', () => {
    expect(widgetColors({ background: HOSTILE, headline: FETCHING, description: ' rgb(1 2 3) ', buttonBackground: 'teal', buttonText: '#fff' })).toEqual({
      description: 'rgb(1 2 3)',
      buttonBackground: 'teal',
      buttonText: '#fff',
    });
    expect(smsColors({ smsHeadline: HOSTILE, headline: '#123456', smsDescription: FETCHING, smsLegalText: 'hsl(0 0% 0%)' })).toEqual({
      headline: '#123456',
      description: undefined,
      legalText: 'hsl(0 0% 0%)',
    });
  });

  it('falls back to the default where a colour of its own is refused', () => {
    expect(overlayColor({ overlay: { enabled: true, overlayColor: FETCHING } })).toBe('#000000');
    expect(overlayColor({ overlay: { enabled: true, overlayColor: 'rgba(0,0,0,.5)' } })).toBe('rgba(0,0,0,.5)');
    // None of its own: the page's accent stands in (parts/chatColors.ts).
    expect(ownBubbleColor({ colors: { theme: HOSTILE } })).toBeNull();
    expect(ownBubbleColor({ colors: { theme: 'rebeccapurple' } })).toBe('rebeccapurple');
  });
});
