/**
 * The pixel's bot flag `b` (SPEC §1: traffic from known bots and crawlers is flagged), the host page's
 * share of it: `isbot`'s naive pattern (the words crawlers, scanners and audit tools put in their user
 * agent) or a browser under automation (`navigator.webdriver`, what headless bots run in). The whole
 * maintained list is 1.5 KB gzip, 9 % of the loader, paid by every visitor of every host page; the
 * reference server applies it to each event's User-Agent instead (server/rules/botFlag.ts), so the
 * stored flag is as complete as before.
 */
import { isbotNaive } from 'isbot';

export const isBotVisitor = (nav: { userAgent: string; webdriver?: boolean }): boolean => nav.webdriver === true || isbotNaive(nav.userAgent);
