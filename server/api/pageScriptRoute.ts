/**
 * `GET /page/<PAGE_ID>.js`, the per-page script (docs/SERVER.md "The per-page script"): the page's
 * configuration and the loader's start in one classic script (rules/pageScript.ts), cached as
 * policies/pageCaching.ts says. A cross-origin classic script needs no CORS to run; it is readable by
 * any origin (`Access-Control-Allow-Origin: *`, as loader.js) since what it carries is what any client
 * gets from `/widget/config` without an `Origin`, and embeddable under a host's `Cross-Origin-Embedder-Policy`
 * (`Cross-Origin-Resource-Policy: cross-origin`).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SCRIPT_DIR } from '../../bridge-protocol/pageScript';
import { isPlainObject } from '../../bridge-protocol/validate';
import { CONFIG_CACHE_CONTROL, PAGE_SCRIPT_CACHE_CONTROL, sendRevalidated } from '../policies/pageCaching';
import { pageIdOfScriptFile, pageScriptText } from '../rules/pageScript';
import type { PageLookup, PageStore, StoredPage } from '../stores/pageStore';
import { refuseOtherMethods } from '../composition/httpServer';

interface PageScriptParts {
  pages: PageStore;
  /** The body `/widget/config` answers for a page (composition/configBody.ts). */
  configBody(page: StoredPage): Promise<string>;
  /** Reports a stored configuration that is not JSON (the same line `/widget/config` logs). */
  onConfigProblem(result: PageLookup, where: string): void;
}

export const PAGE_SCRIPT_ROUTE = `${PAGE_SCRIPT_DIR}:file`;

export function registerPageScript(app: FastifyInstance, parts: PageScriptParts): void {
  app.get(PAGE_SCRIPT_ROUTE, async (request, reply) => {
    const file = isPlainObject(request.params) && typeof request.params.file === 'string' ? request.params.file : '';
    const pageId = pageIdOfScriptFile(file);
    reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin').header('X-Content-Type-Options', 'nosniff');
    if (pageId === null) {
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ state: false, errors: [`Invalid page id: the per-page script is ${PAGE_SCRIPT_DIR}<PAGE_ID>.js, the page id of 1 to 64 letters, digits, _ or -`] });
    }
    const lookup = await parts.pages.get(pageId);
    if (lookup.kind === 'invalid-json') parts.onConfigProblem(lookup, `GET ${PAGE_SCRIPT_DIR}${pageId}.js`);
    const config = lookup.kind === 'ok' ? await parts.configBody(lookup.page) : null;
    // Without a configuration the loader's own request reports the problem; revalidated each time, so a
    // page created a moment later is served at once.
    return sendRevalidated(request, reply, pageScriptText(pageId, config), 'text/javascript; charset=utf-8', config === null ? CONFIG_CACHE_CONTROL : PAGE_SCRIPT_CACHE_CONTROL);
  });
  refuseOtherMethods(app, PAGE_SCRIPT_ROUTE, ['GET']);
}
