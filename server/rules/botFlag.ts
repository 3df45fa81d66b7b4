/**
 * SPEC §1 "traffic from known bots and crawlers is flagged on pixel events", the server's share: the
 * event's stored `b` is the loader's flag or `isbot`'s maintained list applied to the request's
 * User-Agent. The list lives here rather than in the loader, where it was 9 % of every host page's
 * download (loader/pixel/botFlag.ts keeps a short first pass).
 */
import { isbot } from 'isbot';

export function storedBotFlag(sentFlag: boolean, userAgent: string | undefined): boolean {
  return sentFlag || isbot(userAgent ?? '');
}
