/**
 * The answers of a widget's unique coupon codes routes (server/api/couponCodeRoutes.ts), the same under
 * the studio API and the admin API:
 *   GET  …/pages/:id/widgets/:widgetId/coupon-codes                      → CouponCodesResponse
 *   POST …/pages/:id/widgets/:widgetId/coupon-codes  (text/csv body)     → CouponUploadResponse
 */
export interface CouponCodesResponse {
  state: true;
  /** Every code uploaded for the widget, those given to a subscriber, and those left to give. */
  total: number;
  given: number;
  left: number;
}

export interface CouponUploadResponse extends CouponCodesResponse {
  /** Codes of the file that were new. */
  added: number;
  /** Codes the file had more than once (kept once). */
  duplicates: number;
  /** Codes of the file the widget had already (kept as they were, given or not). */
  existing: number;
}
