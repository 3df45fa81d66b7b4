/**
 * The embed contract (DESIGN.md): `<script async src="{ASSETS}/loader.js" data-page-id data-api
 * data-pixel-api data-frame-base nonce>`. Every URL is resolved to an absolute one here, once.
 */
export interface EmbedSettings {
  pageId: string;
  /** Backend base, no trailing slash. Default: origin of loader.js. */
  api: string;
  /** Pixel base, no trailing slash. Default: api. */
  pixelApi: string;
  /** Directory of the frame document, with a trailing slash. Default: {ASSETS}/frame/. */
  frameBase: string;
  /** Exact origin of frameBase: the only origin the bridge talks to. */
  frameOrigin: string;
  editMode: boolean;
  /** The loader's own folder ({ASSETS}/), where its lazy chunk is (extras/loadExtras.ts). */
  assets: string;
}

export interface ScriptLike {
  getAttribute(name: string): string | null;
  src: string;
}

/** A base URL without its trailing slashes. */
export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Returns the settings, or an error message naming the attribute that is wrong. */
export function readEmbedSettings(script: ScriptLike, baseUrl: string): EmbedSettings | string {
  const pageId = script.getAttribute('data-page-id')?.trim();
  if (!pageId) return 'the loader <script> has no data-page-id attribute';
  let assets: URL;
  try {
    assets = new URL('.', new URL(script.src, baseUrl));
  } catch {
    return `the loader <script> src "${script.src}" is not a URL`;
  }
  const resolve = (attr: string, fallback: string): string => {
    const raw = script.getAttribute(attr)?.trim();
    return raw ? new URL(raw, baseUrl).href : fallback;
  };
  try {
    const api = trimSlash(resolve('data-api', assets.origin));
    const pixelApi = trimSlash(resolve('data-pixel-api', api));
    let frameBase = resolve('data-frame-base', new URL('frame/', assets).href);
    if (!frameBase.endsWith('/')) frameBase += '/';
    const frameOrigin = new URL(frameBase).origin;
    if (!/^https?:/.test(frameOrigin)) return `data-frame-base "${frameBase}" must be an http(s) URL`;
    return { pageId, api, pixelApi, frameBase, frameOrigin, editMode: script.getAttribute('data-edit-mode') === 'true', assets: assets.href };
  } catch {
    return 'data-api, data-pixel-api or data-frame-base is not a valid URL';
  }
}

/** The loader's own <script>: currentScript while it runs, else the first tag that looks like it. */
export function findLoaderScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.hasAttribute('data-page-id')) return current;
  return doc.querySelector<HTMLScriptElement>('script[data-page-id][src*="loader"]');
}
