/** What a list, a form or a detail shows of a warehouse. */
export type WarehouseNames = { code: string; nameZh: string; nameEn: string };

/** The warehouse's name in the user's language. */
export const warehouseName = (w: WarehouseNames, language: string) =>
  language === 'en' ? w.nameEn : w.nameZh;

/** `LAX · 洛杉矶仓`: the code first, where the choice is among several warehouses. */
export const warehouseLabel = (w: WarehouseNames, language: string) =>
  `${w.code} · ${warehouseName(w, language)}`;
