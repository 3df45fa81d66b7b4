/**
 * The text of a page's per-page script, `GET /page/<PAGE_ID>.js` (bridge-protocol/pageScript.ts,
 * docs/EMBEDDING.md "The per-page tag"). Pure.
 *
 * The script leaves the page's configuration for the loader and adds the loader's own tag after its
 * own, as the documented `data-page-id` tag would be: `async`, with the page id, and with the nonce of
 * the per-page tag (a strict-CSP page that lists nonces without `'strict-dynamic'` needs it). Where the
 * page enforces Trusted Types (`require-trusted-types-for 'script'`), a script's `src` only takes a
 * TrustedScriptURL: the script makes one from its own policy (PAGE_SCRIPT_POLICY), which allows
 * nothing but the loader's address. The loader's address is taken from the tag's own `src`, never from
 * the request: the same answer is right behind any proxy or name, so a shared cache may keep it.
 *
 * Without a configuration (a page id the server does not know, or whose configuration is broken) the
 * script still starts the loader, whose own configuration request then reports the problem once, in
 * the console, as with the `data-page-id` tag.
 */
import { PAGE_CONFIGS_GLOBAL, PAGE_SCRIPT_DIR } from '../../bridge-protocol/pageScript';
import { isValidPageId } from '../policies/pageConfig';
import { scriptSafeJson } from './scriptSafeJson';

/** The Trusted Types policy the script creates; a page whose `trusted-types` directive lists names must list it. */
export const PAGE_SCRIPT_POLICY = 'mc-loader';

/** The page id in a request for `/page/<file>` (`shop.js` → `shop`), or null when it is no valid page id. */
export function pageIdOfScriptFile(file: string): string | null {
  const match = /^(.*)\.js$/.exec(file);
  return match && isValidPageId(match[1]) ? match[1] : null;
}

/**
 * The script for `pageId` (a valid page id) carrying `configText`, the exact body `/widget/config`
 * answers for it, or null for none. Only JSON string literals reach the text (scriptSafeJson), so
 * neither value can end the script nor the string it is in.
 */
export function pageScriptText(pageId: string, configText: string | null): string {
  if (!isValidPageId(pageId)) throw new Error(`pageScriptText: invalid page id ${JSON.stringify(pageId)}`);
  const id = scriptSafeJson(pageId);
  const own = scriptSafeJson(`script[src*="${PAGE_SCRIPT_DIR}${pageId}.js"]`);
  const lines = [
    `/* The per-page script of page ${pageId}: its configuration, then the loader (docs/EMBEDDING.md). */`,
    '(function (w, d, id, config) {',
    // The bench's start for this tag (tests/bench/scenarios.ts), as the loader marks its own.
    "  w.performance && performance.mark && performance.mark('mc:page-script-start');",
    // A loader already running (a site that swaps its pages ran this tag again) keeps the page's widgets.
    '  if (w.MC && w.MC.version) return;',
    `  var tag = d.currentScript || d.querySelector(${own});`,
    `  if (!tag) return console.error('[MC] the per-page script of page "' + id + '" cannot find its own <script>; no widget is shown.');`,
    `  if (config !== null) (w.${PAGE_CONFIGS_GLOBAL} = w.${PAGE_CONFIGS_GLOBAL} || {})[id] = config;`,
    `  var src = new URL('../loader.js', tag.src).href, url = src, tt = w.trustedTypes;`,
    `  try {`,
    `    if (tt && tt.createPolicy) url = tt.createPolicy(${scriptSafeJson(PAGE_SCRIPT_POLICY)}, { createScriptURL: function (u) { if (u === src) return u; throw new TypeError('[MC] only the loader'); } }).createScriptURL(src);`,
    `  } catch (e) {}`,
    `  var s = d.createElement('script');`,
    `  s.async = true;`,
    `  s.setAttribute('data-page-id', id);`,
    `  if (tag.nonce) s.nonce = tag.nonce;`,
    `  try {`,
    `    s.src = url;`,
    `  } catch (e) {`,
    `    return console.error('[MC] this page refuses the loader (' + e + '): allow the Trusted Types policy "${PAGE_SCRIPT_POLICY}" in its trusted-types directive; no widget is shown.');`,
    `  }`,
    `  tag.parentNode ? tag.parentNode.insertBefore(s, tag.nextSibling) : d.head.appendChild(s);`,
    `})(window, document, ${id}, ${configText === null ? 'null' : scriptSafeJson(configText)});`,
    '',
  ];
  return lines.join('\n');
}
