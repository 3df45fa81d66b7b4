/**
 * The loader's second chunk (`dist/loader-chunks/extras-<hash>.js`, an ES module fetched with `import()`
 * by loadExtras.ts): what no first paint waits for on most pages. The page pixel's client and transport
 * (its events go out in idle time, after the frames), and the growth rules (growth/: split tests,
 * audiences, the overlay cap), awaited before the widgets only on pages that use them and otherwise
 * run in idle time to count the visit. Every host page used to pay for these bytes in the first script;
 * the chunk is immutable at its hashed address, so a repeat page view takes it from the HTTP cache.
 */
export { createPixelClient } from '../pixel/pixelClient';
export { createPixelTransport } from '../pixel/pixelTransport';
export { isBotVisitor } from '../pixel/botFlag';
export { createGrowth } from '../growth/growth';
export { sessionOpeningEvents } from '../pixel/pixelSession';
export { validUrlToken } from '../pixel/urlToken';
export { configChanges } from '../configChanges';
export { watchConsentSignals } from '../consent/consentSignals';
export { followKeyboard } from '../frames/keyboardLift';
