/** A widget's unique coupon codes (server/api/couponCodeRoutes.ts): how many are left, and an upload of a CSV. */
import {
  couponCodesResponseSchema,
  couponUploadResponseSchema,
  type CouponCodesResponse,
  type CouponUploadResponse,
} from '../../bridge-protocol/studio/couponCodesApi';
import { studioCall } from './client';

const pathOf = (pageId: string, widgetId: string) => `/pages/${encodeURIComponent(pageId)}/widgets/${encodeURIComponent(widgetId)}/coupon-codes`;

export const couponCodesApi = {
  counts: (pageId: string, widgetId: string): Promise<CouponCodesResponse> => studioCall('GET', pathOf(pageId, widgetId), couponCodesResponseSchema),
  /** The file as it is: a 400 names the first bad line, a 413 says it is over 2 MB. */
  upload: (pageId: string, widgetId: string, file: Blob): Promise<CouponUploadResponse> =>
    studioCall('POST', pathOf(pageId, widgetId), couponUploadResponseSchema, file),
};
