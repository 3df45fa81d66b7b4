/**
 * `GET /widget/country?account_id=<page>` → `{"country": "DE" | null}`: the visitor's country for the
 * audiences (rules/visitorCountry.ts), asked by the loader's growth code only on a page whose widgets name
 * countries. Per visitor, so cached by the browser only (`private`); CORS as the pixel's calls (the page's
 * whitelist), since it answers only what the request itself says.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './apiContext';
import { visitorCountry } from '../rules/visitorCountry';

export const COUNTRY_PATH = '/widget/country';

export function visitorCountryRoute(ctx: ApiContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(COUNTRY_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'private, max-age=3600');
      if (ctx.countryHeader) reply.header('Vary', ctx.countryHeader);
      return { country: visitorCountry(request.headers, ctx.countryHeader) };
    });
  };
}
