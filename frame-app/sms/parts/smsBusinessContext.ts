/** The business a consent is given to (sms/rules/smsBusiness.ts), given once by FrameRoot from the SMS environment. */
import { createContext } from 'react';
import { NO_SMS_BUSINESS, type SmsBusiness } from '../rules/smsBusiness';

export const SmsBusinessContext = createContext<SmsBusiness>(NO_SMS_BUSINESS);
