import { describe, expect, it } from 'vitest';
import type { Placement } from '../../../bridge-protocol/messages';
import { stackOffsets } from '../../../loader/frames/placementManager';

const w = (placement: Placement, width = 1280, height = 60) => ({ placement, size: { width, height } });
const topBar = (height = 60) => w({ kind: 'bar', position: 'top', stickWithScroll: true }, 1280, height);
const bottomBar = (height = 60) => w({ kind: 'bar', position: 'bottom' }, 1280, height);
const slideIn = (position: Placement['position'], width = 350, height = 200) => w({ kind: 'slide_in', position }, width, height);
const bubble = (size = 100) => w({ kind: 'bubble' }, size, size);

describe('stackOffsets: widgets that share an edge stack, in the order they appeared', () => {
  it('keeps a bubble\'s inset when it stacks, and stacks the next widget above the inset bubble', () => {
    const insetBubble = w({ kind: 'bubble', inset: 12 }, 82, 82);
    // Alone: its own inset (placementStyles) places it; above a 60 px bar it is moved up by the bar, so
    // it sits 60 + 12 px from the edge; the slide-in above it starts where the bubble ends: 60 + 12 + 82.
    expect(stackOffsets([insetBubble], 1280)).toEqual([{}]);
    expect(stackOffsets([bottomBar(60), insetBubble, slideIn('rb', 350, 200)], 1280)).toEqual([{}, { transform: 'translateY(-60px)' }, { transform: 'translateY(-154px)' }]);
  });

  it('leaves a lone widget of each kind where it is', () => {
    expect(stackOffsets([topBar()], 1280)).toEqual([{}]);
    expect(stackOffsets([slideIn('rb')], 1280)).toEqual([{}]);
    expect(stackOffsets([bubble()], 1280)).toEqual([{}]);
  });
  it('puts top bars one below the other and bottom bars one above the other', () => {
    expect(stackOffsets([topBar(50), topBar(70), topBar(10)], 1280)).toEqual([{}, { transform: 'translateY(50px)' }, { transform: 'translateY(120px)' }]);
    expect(stackOffsets([bottomBar(50), bottomBar(70)], 1280)).toEqual([{}, { transform: 'translateY(-50px)' }]);
  });
  it('keeps the top and bottom edges apart', () => {
    expect(stackOffsets([topBar(50), bottomBar(70)], 1280)).toEqual([{}, {}]);
  });
  it('rounds each height up as the iframe is sized, so neighbours never share a pixel', () => {
    expect(stackOffsets([bottomBar(50.2), bottomBar(10)], 375)).toEqual([{}, { transform: 'translateY(-51px)' }]);
  });
  it('moves the others into place when one is gone (recomputed from what is visible)', () => {
    const [a, b, c] = [topBar(50), topBar(70), topBar(10)];
    expect(stackOffsets([a, c], 1280)).toEqual([{}, { transform: 'translateY(50px)' }]);
    expect(stackOffsets([b, c], 1280)).toEqual([{}, { transform: 'translateY(70px)' }]);
  });
  it('puts corner widgets above the bars of their edge, whatever appeared first', () => {
    expect(stackOffsets([slideIn('rb', 350, 200), bottomBar(60)], 1280)).toEqual([{ transform: 'translateY(-60px)' }, {}]);
    expect(stackOffsets([topBar(40), slideIn('lt', 350, 200)], 1280)).toEqual([{}, { transform: 'translateY(40px)' }]);
  });
  it('puts a bottom-right slide-in above the bubble and above the bottom bars', () => {
    expect(stackOffsets([slideIn('rb', 350, 200), bubble(100), bottomBar(60)], 1280)).toEqual([{ transform: 'translateY(-160px)' }, { transform: 'translateY(-60px)' }, {}]);
  });
  it('stacks corner widgets of one corner away from it, in the order they appeared', () => {
    expect(stackOffsets([slideIn('rt', 300, 100), slideIn('rt', 300, 120)], 1280)).toEqual([{}, { transform: 'translateY(100px)' }]);
  });
  it('does not stack widgets of opposite corners that do not overlap (desktop)', () => {
    expect(stackOffsets([slideIn('lb', 350, 200), bubble(100), slideIn('rb', 350, 150)], 1280)).toEqual([{}, {}, { transform: 'translateY(-100px)' }]);
  });
  it('on a phone, a slide-in wider than half the viewport takes the whole edge and sits above the bubble', () => {
    expect(stackOffsets([slideIn('lb', 375, 220), bubble(100)], 375)).toEqual([{ transform: 'translateY(-100px)' }, {}]);
    expect(stackOffsets([bottomBar(90), bottomBar(120), slideIn('lb', 375, 220), bubble(100)], 375)).toEqual([
      {},
      { transform: 'translateY(-90px)' },
      { transform: 'translateY(-310px)' },
      { transform: 'translateY(-210px)' },
    ]);
  });
  it('the omnichat phone sheet (an overlay bubble filling the viewport) moves no widget: the slide-in stays where it was', () => {
    const sheet = w({ kind: 'bubble', inset: 0, overlay: true }, 375, 740);
    expect(stackOffsets([slideIn('rb', 375, 220), sheet], 375)).toEqual([{}, {}]);
    expect(stackOffsets([bottomBar(60), slideIn('rb', 375, 220), sheet], 375)).toEqual([{}, { transform: 'translateY(-60px)' }, {}]);
  });
  it('never stacks inline widgets, middle slide-ins or an in-flow (non-sticky) bottom bar', () => {
    const inline = w({ kind: 'inline' }, 350, 400);
    const middle = slideIn('rm');
    const inFlow = w({ kind: 'bar', position: 'bottom', stickWithScroll: false });
    expect(stackOffsets([bottomBar(60), inline, middle, inFlow, bubble()], 1280)).toEqual([{}, {}, {}, {}, { transform: 'translateY(-60px)' }]);
  });
  it('a non-sticky top bar still stacks below a sticky one', () => {
    expect(stackOffsets([topBar(40), w({ kind: 'bar', position: 'top', stickWithScroll: false })], 1280)).toEqual([{}, { transform: 'translateY(40px)' }]);
  });
});

describe('stackOffsets: one modal or takeover at a time', () => {
  const modal = w({ kind: 'modal' }, 1280, 800);
  const takeover = w({ kind: 'takeover' }, 1280, 800);
  it('shows the first that asked and holds the later ones (null) in order', () => {
    expect(stackOffsets([modal, takeover], 1280)).toEqual([{}, null]);
    expect(stackOffsets([takeover, bottomBar(), modal], 1280)).toEqual([{}, {}, null]);
  });
  it('lets the next one open when the first is gone', () => {
    expect(stackOffsets([takeover], 1280)).toEqual([{}]);
  });
  it('does not move dialogs or hold other kinds', () => {
    expect(stackOffsets([bottomBar(60), modal, bubble()], 1280)).toEqual([{}, {}, { transform: 'translateY(-60px)' }]);
  });
});
