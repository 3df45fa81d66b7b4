/**
 * The studio's changes to a page, one after another per page (read, change, write), so two quick saves
 * from the studio cannot undo each other; each result is checked as the admin API checks a page before
 * it is stored.
 */
import { checkPageFields } from '../../bridge-protocol/pageFields';
import type { UncheckedAppConfig } from '../../bridge-protocol/config';
import type { ApiContext } from './apiContext';
import type { Queryable } from '../db/database';
import { fail } from './apiErrors';
import { pageSizeProblem } from '../policies/pageConfig';
import { pageConfigProblem, type StoredPage } from '../stores/pageStore';
import type { Change } from '../rules/pageWidgets';

export interface PageChanges {
  /** Runs `work` after every earlier work on this page has settled. */
  onePageAtATime<T>(pageId: string, work: () => Promise<T>): Promise<T>;
  /** Reads the page, applies the change and stores the result with the admin API's page checks. */
  change(pageId: string, apply: (config: Record<string, unknown>) => Change, alsoInTransaction?: (tx: Queryable, before: Record<string, unknown>) => Promise<unknown>): Promise<StoredPage>;
}

export function createPageChanges(ctx: ApiContext): PageChanges {
  /** One queue per page: each change waits for the one before it. */
  const queues = new Map<string, Promise<unknown>>();
  function onePageAtATime<T>(pageId: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(pageId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(pageId, settled);
    void settled.then(() => {
      if (queues.get(pageId) === settled) queues.delete(pageId);
    });
    return run;
  }

  async function storedPage(pageId: string): Promise<StoredPage> {
    const page = await ctx.pages.getStored(pageId);
    if (!page) throw fail(404, `Unknown page ${pageId}: it may have been deleted`, 'id');
    return page;
  }

  async function change(
    pageId: string,
    apply: (config: Record<string, unknown>) => Change,
    alsoInTransaction?: (tx: Queryable, before: Record<string, unknown>) => Promise<unknown>,
  ): Promise<StoredPage> {
    return onePageAtATime(pageId, async () => {
      const before = (await storedPage(pageId)).config;
      const result = apply(before);
      if (!result.ok) throw fail(result.status, result.message, result.field);
      const problem = pageConfigProblem(result.config);
      if (problem !== null) throw fail(400, problem, 'widgets');
      const [invalid] = checkPageFields(result.config as UncheckedAppConfig).invalid;
      if (invalid) throw fail(400, `config.${invalid.field}: ${invalid.error}`, invalid.field);
      // A small request can still grow the page (a copy of a large widget): the page is what is limited.
      const tooBig = pageSizeProblem(result.config);
      if (tooBig) throw fail(413, tooBig, 'widgets');
      return ctx.pages.put(pageId, result.config, alsoInTransaction && ((tx) => alsoInTransaction(tx, before)));
    });
  }

  return { onePageAtATime, change };
}
