/**
 * The answers of a widget's unique coupon codes routes (server/api/couponCodeRoutes.ts), the same under
 * the studio API and the admin API, and their schemas (the studio checks every answer):
 *   GET  …/pages/:id/widgets/:widgetId/coupon-codes                      → CouponCodesResponse
 *   POST …/pages/:id/widgets/:widgetId/coupon-codes  (text/csv body)     → CouponUploadResponse
 */
import { literal, num, object, type Infer } from '../validate';

export const couponCodesResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  /** Every code uploaded for the widget, those given to a subscriber, and those left to give. */
  total: num(),
  given: num(),
  left: num(),
});
export type CouponCodesResponse = Infer<typeof couponCodesResponseSchema>;

export const couponUploadResponseSchema = /* @__PURE__ */ object({
  state: literal(true),
  total: num(),
  given: num(),
  left: num(),
  /** Codes of the file that were new. */
  added: num(),
  /** Codes the file had more than once (kept once). */
  duplicates: num(),
  /** Codes of the file the widget had already (kept as they were, given or not). */
  existing: num(),
});
export type CouponUploadResponse = Infer<typeof couponUploadResponseSchema>;
