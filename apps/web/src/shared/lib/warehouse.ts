import { warehouseLabel as labelIn, warehouseName as nameIn, type WarehouseNames } from '@oms/contracts';
import { uiLanguage } from './stored-text';

/** What a list, a form or a detail shows of a warehouse (contracts: the export writes the same). */
export type { WarehouseNames };

/** The warehouse's name in the user's language. */
export const warehouseName = (w: WarehouseNames, language: string) => nameIn(w, uiLanguage(language));

/** `LAX · 洛杉矶仓`: the code first, where the choice is among several warehouses. */
export const warehouseLabel = (w: WarehouseNames, language: string) => labelIn(w, uiLanguage(language));
