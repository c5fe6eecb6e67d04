import { defineEndpoints } from './endpoint';
import { columnSettings, columnSettingsKey, columnSettingsResponse } from './list';
import { ROOT_CODE } from './page';

/**
 * /api/column-settings/*: the column configuration dialog of every list (specification §2), stored
 * per user and page. Any signed-in user configures their own lists; a page they cannot open is never
 * shown to them.
 */
export const columnSettingsEndpoints = defineEndpoints(
  'column-settings',
  {},
  {
    get: {
      access: ROOT_CODE,
      summary: "The user's configuration of a list, or null for the page's defaults",
      body: columnSettingsKey,
      response: columnSettingsResponse,
    },
    save: {
      access: ROOT_CODE,
      summary:
        'Save visible search items and columns, their order and fixed columns (at least one of each visible, few fixed)',
      body: columnSettings,
      response: columnSettingsResponse,
    },
    reset: {
      access: ROOT_CODE,
      summary: "Forget the user's configuration of a list: back to the defaults",
      body: columnSettingsKey,
      response: columnSettingsResponse,
    },
  },
);
