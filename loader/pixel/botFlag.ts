/**
 * The pixel's bot flag `b` (SPEC §1: traffic from known bots and crawlers is flagged). An interim list
 * of the common crawler and headless-browser tokens; issue 7 replaces it with a maintained list.
 */
const BOT_UA = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|headlesschrome|lighthouse|phantomjs|python-requests|curl\//i;

export function isBotUserAgent(userAgent: string): boolean {
  return BOT_UA.test(userAgent);
}
