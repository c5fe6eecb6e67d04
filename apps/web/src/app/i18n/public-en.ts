import enCommon from '@/shared/i18n/locales/en.json';
import enAuth from '@/features/auth/locales/en.json';
import { messages } from './messages';
import type { PublicResources } from './public-zh';

// The texts of the pages outside the portal (sign-in, registration, error pages), in English: part of
// the first load, so they stay few (./load.ts).
// Typed as the zh side so that a key missing from an en file fails the type check too.
const texts: PublicResources = {
  common: enCommon,
  messages: messages('en'),
  auth: enAuth,
};

export default texts;
