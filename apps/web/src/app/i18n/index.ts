import { initI18n, setPortalTextsLoader } from '@/shared/i18n';
import { resources } from './resources';

// The app shell knows every feature, so it hands i18n the namespaces of all of them (shared code
// only uses the instance), all in at once. Imported first by the test setup; the bundle starts with
// ./load.ts instead.
initI18n(resources);
setPortalTextsLoader(() => Promise.resolve());
