/**
 * The messenger code's files: the PNG at `size` px (drawn on a canvas from the layout) and the SVG (the
 * preview's own node, serialised), each saved through an `<a download>`.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { useState, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { primaryButtonClass, secondaryButtonClass } from '../controls/controlStyles';
import type { MessengerCodeLayout } from '../rules/messengerCodeLayout';
import { downloadBlob, svgFile } from './downloadFile';
import { messengerCodePng, type CodeColours } from './drawMessengerCode';

export interface CodeDownloadsProps {
  svg: RefObject<SVGSVGElement | null>;
  layout: MessengerCodeLayout;
  colours: CodeColours;
  /** The file name without its extension. */
  fileBase: string;
}

const DownloadIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
    <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
  </svg>
);

export function CodeDownloads({ svg, layout, colours, fileBase }: CodeDownloadsProps) {
  const [problem, setProblem] = useState<string | null>(null);

  async function downloadPng() {
    setProblem(null);
    try {
      downloadBlob(await messengerCodePng(layout, colours), `${fileBase}.png`);
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  function downloadSvg() {
    setProblem(null);
    if (svg.current === null) return;
    downloadBlob(svgFile(svg.current), `${fileBase}.svg`);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onPress={() => void downloadPng()} className={primaryButtonClass}>
          <DownloadIcon />
          Download PNG
          <span className="font-normal text-white/80 tabular-nums">
            {colours.size} × {colours.size}
          </span>
        </Button>
        <Button onPress={downloadSvg} className={secondaryButtonClass}>
          <DownloadIcon />
          Download SVG
        </Button>
      </div>
      {problem !== null && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
