/**
 * `DELETE /studio/api/demo-data` (issue 49): "Remove demo data" in the studio. Deletes the demo brand's
 * pages and every row under their ids (stores/demoData.ts), nothing else; answers the ids removed (none
 * when there was no demo left, so a second press is harmless).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './apiContext';
import { refuseOtherMethods } from '../composition/httpServer';
import { removeDemoData } from '../stores/demoData';

export function demoDataRoutes(ctx: ApiContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.delete('/studio/api/demo-data', async () => {
      const removed = await removeDemoData(ctx.db);
      return { state: true, removed };
    });
    refuseOtherMethods(app, '/studio/api/demo-data', ['DELETE']);
  };
}
