/**
 * The studio's HTTP contract (`/studio/api/*`), shared by the reference server that answers it and the
 * studio app that reads it (DESIGN.md: `studio → bridge-protocol`, `server → bridge-protocol`). The app
 * checks every answer against these schemas before use: a server of another version fails loudly, not
 * with a blank screen.
 */
import { arrayOf, bool, literal, num, object, optional, recordOf, str, union, unknownValue, type Infer } from '../validate';

/**
 * `POST /studio/api/session` body: the admin token, or the code of a one-time sign-in link (what
 * `npm start` prints when no ADMIN_TOKEN is set), exchanged for a session and its cookie.
 */
export const signInRequestSchema = /* @__PURE__ */ object({ token: optional(str(512)), code: optional(str(128)) });

/** A sign-in link's fragment key: `/studio/#sign-in=<code>` (a fragment is never sent to a server or in a Referer). */
export const SIGN_IN_FRAGMENT = 'sign-in';

/**
 * `GET|POST|DELETE /studio/api/session` and `DELETE /studio/api/sessions` answer (`ended`: how many
 * sessions "sign out everywhere" ended). `expiresAt`: ISO time after which the cookie is refused.
 * Signed out, `reason` says why: no cookie (`none`), one this server did not issue for the current token
 * (`invalid`), or one past its expiry (`expired`).
 */
export const sessionResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  signedIn: bool(),
  expiresAt: optional(str(64)),
  reason: optional(literal('none', 'invalid', 'expired')),
  ended: optional(num()),
});
export type SessionResponse = Infer<typeof sessionResponseSchema>;

/** One widget of a page as the studio lists it: enough to recognise it, not its whole configuration. */
const studioWidgetSummarySchema = /* @__PURE__ */ object({
  id: union(str(64), num()),
  /** `widget_type` (or `type`); `''` when the configuration has none. */
  type: str(64),
  /** `channel`; `''` when the configuration has none (the loader then treats it as Messenger). */
  channel: str(64),
  /** `name`, else `data.main.title`, else `''`. */
  name: str(500),
  /** `data.setup.schedule` as stored, when it has one: the pages list says from it whether the page is live. */
  schedule: optional(unknownValue()),
});
export type StudioWidgetSummary = Infer<typeof studioWidgetSummarySchema>;

/** One page of `GET /studio/api/pages`: the admin API's page summary plus its widgets. */
export const studioPageSummarySchema = /* @__PURE__ */ object({
  id: str(64),
  source: literal('file', 'admin'),
  updatedAt: str(64),
  /** The number of widgets, as `GET /admin/pages` gives it. */
  widgets: num(),
  widgetList: arrayOf(studioWidgetSummarySchema, 1_000),
  /** One of the demo brand's pages (issue 49): shown as demo data, removed by "Remove demo data". */
  demo: optional(bool()),
});
export type StudioPageSummary = Infer<typeof studioPageSummarySchema>;

export const studioPagesResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  pages: arrayOf(studioPageSummarySchema, 10_000),
});
export type StudioPagesResponse = Infer<typeof studioPagesResponseSchema>;

/** `GET /studio/api/pages/:id` and every answer that changed a page: the stored page, whole. */
const studioPageSchema = /* @__PURE__ */ object({
  id: str(64),
  source: literal('file', 'admin'),
  updatedAt: str(64),
  /** The page's whole configuration (`widgets` and the page fields), as GET /admin/pages/:id gives it. */
  config: recordOf(unknownValue()),
});
export type StudioPage = Infer<typeof studioPageSchema>;

export const studioPageResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  page: studioPageSchema,
  /** `GET /studio/api/pages/:id` on the reference server: the demo site's page that embeds this one. */
  demoUrl: optional(str(2048)),
  /** One of the demo brand's pages (issue 49). */
  demo: optional(bool()),
});
export type StudioPageResponse = Infer<typeof studioPageResponseSchema>;

/** `DELETE /studio/api/demo-data`: the demo brand's pages and every row under them are gone; their ids. */
export const removeDemoDataResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  removed: arrayOf(str(64), 100),
});

/** `POST /studio/api/pages` body: a new, empty page (no widgets, the local hosts on its whitelist). */
export const createPageRequestSchema = /* @__PURE__ */ object({ id: str(64) });

/**
 * `POST /studio/api/pages/:id/widgets` body: a new widget of a kind, with the studio's starting texts
 * (`widget_type`, `channel`, optional `name`), or a copy of one (`duplicateOf`: its id). The new widget
 * gets the page's next free numeric id and goes after the original (a copy) or at the end.
 */
export const createWidgetRequestSchema = /* @__PURE__ */ object({
  widget_type: optional(str(64)),
  channel: optional(str(16)),
  name: optional(str(500)),
  duplicateOf: optional(union(str(64), num())),
  /** A template the kind offers (widgetTemplates.ts); the kind's first when absent. */
  template: optional(str(64)),
});
export type CreateWidgetRequest = Infer<typeof createWidgetRequestSchema>;

/** Answer of creating or saving a widget: the page as stored now, and the widget's id in it. */
export const studioWidgetResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  page: studioPageSchema,
  widgetId: str(64),
});
export type StudioWidgetResponse = Infer<typeof studioWidgetResponseSchema>;

/** `PUT /studio/api/pages/:id/widget-order` body: every widget id of the page, once, in the new order. */
export const widgetOrderRequestSchema = /* @__PURE__ */ object({ order: arrayOf(str(64), 500) });
