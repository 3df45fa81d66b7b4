/**
 * The pixel's bot flag `b` (SPEC §1: traffic from known bots and crawlers is flagged), from `isbot`'s
 * maintained list of crawler, monitor and headless-browser user agents.
 */
export { isbot as isBotUserAgent } from 'isbot';
