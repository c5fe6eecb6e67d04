import zhCommon from '@/shared/i18n/locales/zh.json';
import zhAuth from '@/features/auth/locales/zh.json';
import { messages } from './messages';

// The texts of the pages outside the portal (sign-in, registration, error pages), in Chinese: part of
// the first load, so they stay few (./load.ts).
const texts = {
  common: zhCommon,
  messages: messages('zh'),
  auth: zhAuth,
};

export type PublicResources = typeof texts;
export default texts;
