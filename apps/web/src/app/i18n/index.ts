import { initI18n } from '@/shared/i18n';
import { resources } from './resources';

// The app shell knows every feature, so it hands i18n the namespaces of all of them (shared code
// only uses the instance). Imported first by main.tsx and by the test setup.
initI18n(resources);
