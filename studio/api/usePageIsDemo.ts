/**
 * Whether a page is one of the demo brand's (issue 49), for the screens that show its data without
 * loading the page itself (reports, a widget's results): false until known, and false when the page
 * cannot be read (the screen says its own failure).
 */
import { useEffect, useState } from 'react';
import { studioApi } from './client';

export function usePageIsDemo(pageId: string): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let current = true;
    studioApi.page(pageId).then(
      (answer) => current && setDemo(answer.demo === true),
      // The screen's own load says why the page cannot be read; the mark is only left off.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pageId]);
  return demo;
}
