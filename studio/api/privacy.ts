/** The studio's privacy calls (bridge-protocol/studio/privacy.ts): a consent record, and data subject requests. */
import {
  consentRecordResponseSchema,
  subjectEraseResponseSchema,
  subjectExportResponseSchema,
  subjectFindResponseSchema,
  type SubjectRequestBody,
} from '../../bridge-protocol/studio/privacy';
import { studioCall } from './client';

const seg = encodeURIComponent;

export const privacyApi = {
  consentRecord: (pageId: string, subscriberId: string) =>
    studioCall('GET', `/pages/${seg(pageId)}/subscribers/${seg(subscriberId)}/consent`, consentRecordResponseSchema),
  find: (body: SubjectRequestBody) => studioCall('POST', '/subject-requests/find', subjectFindResponseSchema, body),
  export: (body: SubjectRequestBody) => studioCall('POST', '/subject-requests/export', subjectExportResponseSchema, body),
  erase: (body: SubjectRequestBody) => studioCall('POST', '/subject-requests/erase', subjectEraseResponseSchema, body),
};
