/**
 * The frame's first script and the frame document's only entry (index.html): an `async` module first
 * in the head, small, importing nothing of React or the machines. It
 * 1. sends the handshake the moment the document can run a script (boot/earlyHandshake.ts). The host
 *    answers while the frame app is still loading; its reply waits for main.tsx, which takes the port
 *    and what arrived on it (issue 12: the bootstrap used to be asked for only after React and XState
 *    had been evaluated);
 * 2. shows a painted document at once (issue 26 item 2): when the server painted the widget's first view
 *    (serverView/), the bootstrap's facts pass the machine's own display rules (boot/paintedLayout.ts)
 *    and the markup has its stylesheet, it asks the host to show the frame at the painted root's size
 *    (boot/firstPaint.ts). React hydrates that markup later, from the same state, without a change;
 * 3. starts the frame app (main.tsx startFrameApp, handed the first paint as one object: boot/firstPaint.ts).
 *    In a painted document only once the
 *    first paint is decided: evaluating React and XState holds this thread for a few hundred
 *    milliseconds on a slow phone, and the host's reply would wait behind it (profiled: the reply
 *    arrived during that evaluation, and the painted view was shown only after it). A painted view on
 *    screen is taken over at the frame's first idle moment or the visitor's first interaction with it
 *    (boot/whenIdleOrInteracted.ts, item 4), and React hydrates it in slices (boot/mountFrame.ts).
 */
import './styles.css';
import { FIRST_VIEW_STATE_ID } from '../bridge-protocol/paintedDocument';
import { createFirstPaint, whenParsed, whenStyled, type FirstPaint } from './boot/firstPaint';
import { HYDRATION_LIMIT_MS, whenIdleOrInteracted } from './boot/whenIdleOrInteracted';

/**
 * How long a painted document, once styled, waits for the host's reply before it starts the frame app
 * anyway: a host that never answers must still get the frame app's own report of it.
 */
const APP_START_LIMIT_MS = 1_000;

/** The frame app's start, once, with the first paint handed over whole. */
function appStarter(firstPaint: FirstPaint): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    // Once styled, as a module script in the document would have been: the frame app's first layout
    // measures the root, and an unstyled one measured a 73 px bar at 1,404 px.
    whenStyled(document, () => {
      import('./main')
        .then(({ startFrameApp }) => startFrameApp(firstPaint))
        .catch((error: unknown) => console.error('[MC] frame: the frame app failed to load.', error));
    });
  };
}

function runFirstScript(): void {
  const firstPaint = createFirstPaint(document);
  const startApp = appStarter(firstPaint);
  let decided = false;
  let framesStarted = (): void => undefined;
  /**
   * The host says every frame of the page has started (mc:frames-started). The frames of a page share
   * one renderer: React booting in one frame at an idle moment between two frames' creation slowed the
   * frames still to come (profiled on bench-10: the tenth widget showed 0.8 s later).
   */
  const allFramesStarted = new Promise<void>((resolve) => (framesStarted = resolve));
  /**
   * A painted view on screen waits for the frame's idle time once every frame has started, or for the
   * visitor (item 4); anything else starts now.
   */
  const afterFirstPaint = (): void => {
    decided = true;
    if (firstPaint.shown) whenIdleOrInteracted(window, startApp, HYDRATION_LIMIT_MS, allFramesStarted);
    else startApp();
  };
  let helloSent = false;
  try {
    helloSent = firstPaint.sayHello(() => framesStarted(), afterFirstPaint);
  } catch (error) {
    // The frame app sends its own handshake; this one only saves time.
    console.warn('[MC] frame: the early handshake failed; the frame app sends its own.', error);
  }
  if (!helloSent) return startApp();
  whenParsed(document, () => {
    // A plain document (browser-painted kinds, an older version's address) has nothing to show first.
    if (document.getElementById(FIRST_VIEW_STATE_ID) === null) startApp();
    else {
      // From the moment the view could be shown: before it, the first paint waits for its stylesheet,
      // not for the host (a stylesheet slow on a loaded machine made the app take over a view the facts
      // in the address had already decided).
      whenStyled(document, () =>
        setTimeout(() => {
          // Decided meanwhile: the app has started, or waits for the idle moment it was given.
          if (!decided) startApp();
        }, APP_START_LIMIT_MS),
      );
    }
  });
}

runFirstScript();
