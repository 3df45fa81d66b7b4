/**
 * The messenger code as React-rendered SVG (never markup from a string): the background, one `<path>` of
 * the dark modules (rules/modulesPath.ts), and the logo on its plate. The viewBox is the layout in
 * modules, width and height are `size` px, so the preview, the SVG download (this node, serialised) and
 * the PNG (drawMessengerCode.ts, from the same layout) are the same code.
 */
import { useId, useMemo, type Ref } from 'react';
import { PLATE_COLOR, type MessengerCodeLayout } from '../rules/messengerCodeLayout';
import { modulesPath } from '../rules/modulesPath';
import { MESSENGER_LOGO_PATH } from './messengerLogo';

export interface MessengerCodeSvgProps {
  layout: MessengerCodeLayout;
  size: number;
  fgColor: string;
  bgColor: string;
  /** The accessible name, also the downloaded file's `<title>`. */
  title: string;
  ref?: Ref<SVGSVGElement>;
  className?: string;
}

export function MessengerCodeSvg({ layout, size, fgColor, bgColor, title, ref, className }: MessengerCodeSvgProps) {
  const titleId = useId();
  const modules = useMemo(() => modulesPath(layout), [layout]);
  const { total, logo } = layout;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${total} ${total}`}
      width={size}
      height={size}
      role="img"
      aria-labelledby={titleId}
      className={className}
      data-dark-modules={modules.darkCount}
    >
      <title id={titleId}>{title}</title>
      <rect width={total} height={total} fill={bgColor} />
      {/* crispEdges: module edges on whole pixels, no grey seams between neighbouring runs. */}
      <path d={modules.d} fill={fgColor} shapeRendering="crispEdges" />
      {logo !== null && (
        <g>
          {logo.plate !== null && <rect x={logo.plate.x} y={logo.plate.y} width={logo.plate.side} height={logo.plate.side} rx={logo.plate.radius} fill={PLATE_COLOR} />}
          <path d={MESSENGER_LOGO_PATH} fill={fgColor} fillRule="evenodd" transform={`translate(${logo.x} ${logo.y}) scale(${logo.scale})`} />
        </g>
      )}
    </svg>
  );
}
