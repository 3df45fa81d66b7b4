/**
 * The messenger code as a PNG: the same layout as the SVG preview, drawn on a canvas `size` px square.
 * Module edges are rounded to whole pixels (a module is then one pixel wider or narrower than its
 * neighbour, never blurred across two), the logo is the same path through Path2D, and the canvas is
 * never put in the page: it exists only to make the file.
 */
import { PLATE_COLOR, type MessengerCodeLayout } from '../rules/messengerCodeLayout';
import { modulesPath } from '../rules/modulesPath';
import { MESSENGER_LOGO_PATH } from './messengerLogo';

export interface CodeColours {
  size: number;
  fgColor: string;
  bgColor: string;
}

function drawMessengerCode(canvas: HTMLCanvasElement, layout: MessengerCodeLayout, { size, fgColor, bgColor }: CodeColours): void {
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('This browser cannot draw on a canvas, so the PNG cannot be made. Download the SVG instead.');
  const unit = size / layout.total;
  const px = (modules: number) => Math.round(modules * unit);
  ctx.fillStyle = bgColor;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = fgColor;
  for (const run of modulesPath(layout).runs) {
    const x = px(run.x);
    const y = px(run.y);
    ctx.fillRect(x, y, px(run.x + run.length) - x, px(run.y + 1) - y);
  }
  const { logo } = layout;
  if (logo === null) return;
  if (logo.plate !== null) {
    const { x, y, side, radius } = logo.plate;
    ctx.fillStyle = PLATE_COLOR;
    ctx.beginPath();
    ctx.roundRect(x * unit, y * unit, side * unit, side * unit, radius * unit);
    ctx.fill();
  }
  ctx.save();
  ctx.translate(logo.x * unit, logo.y * unit);
  ctx.scale(logo.scale * unit, logo.scale * unit);
  ctx.fillStyle = fgColor;
  ctx.fill(new Path2D(MESSENGER_LOGO_PATH), 'evenodd');
  ctx.restore();
}

export function messengerCodePng(layout: MessengerCodeLayout, colours: CodeColours): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawMessengerCode(canvas, layout, colours);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob === null ? reject(new Error('The PNG could not be made. Download the SVG instead.')) : resolve(blob)), 'image/png');
  });
}
