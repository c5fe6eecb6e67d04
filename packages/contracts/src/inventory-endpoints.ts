import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { COMBINATION_CODES } from './combinations';
import { setThresholdRequest } from './inventory-alerts';
import {
  ageingReport,
  ageingWarnings,
  ageingRequest,
  combinationAvailability,
  INVENTORY_CODES,
  inTransitRows,
  inventoryPage,
  inventoryPageRequest,
  movementsPage,
  movementsRequest,
  stockDetail,
  stockLots,
  stockWarehouse,
} from './inventory';
import { idRequest } from './list';

/**
 * /api/inventory/*: the stock list with its totals (/order/stock), one balance with its movement log,
 * in-transit breakdown and lots (/order/stockDetail), the ageing report, and a combination's
 * available quantity per warehouse (/basic/combinationDetail); the workbench's low-stock thresholds
 * and storage-tier warnings. The list's export is the exports
 * module's kind `inventory`.
 */
export const inventoryEndpoints = defineEndpoints(
  'inventory',
  {},
  {
    page: {
      access: INVENTORY_CODES.view,
      summary: 'A page of warehouse × SKU balances with the totals of every matching row',
      body: inventoryPageRequest,
      response: inventoryPage,
    },
    detail: {
      access: INVENTORY_CODES.view,
      summary: 'One balance with its product and warehouse',
      body: idRequest,
      response: stockDetail,
    },
    movements: {
      access: INVENTORY_CODES.view,
      summary: "A page of a balance's movement log, newest first, with the balances after each row",
      body: movementsRequest,
      response: movementsPage,
    },
    lots: {
      access: INVENTORY_CODES.view,
      summary: 'The lots of a balance still on hand, oldest first, with their ages',
      body: idRequest,
      response: stockLots,
    },
    inTransit: {
      path: '/in-transit',
      access: INVENTORY_CODES.view,
      summary: "A balance's in-transit quantity per inbound document (from the movement log)",
      body: idRequest,
      response: inTransitRows,
    },
    ageing: {
      access: INVENTORY_CODES.view,
      summary: 'Pieces and m³ on hand per age bucket and warehouse',
      body: ageingRequest,
      response: ageingReport,
    },
    ageingWarnings: {
      path: '/ageing-warnings',
      access: INVENTORY_CODES.view,
      summary: 'Pieces on hand whose storage price rises within the next days (the closest first)',
      response: ageingWarnings,
    },
    setThreshold: {
      path: '/set-threshold',
      access: INVENTORY_CODES.edit,
      summary: "Sets a balance's low-stock threshold (null: back to the default from its outflow)",
      body: setThresholdRequest,
      response: stockDetail,
    },
    warehouses: {
      access: INVENTORY_CODES.view,
      summary: "The operator's warehouses (the warehouse filter)",
      response: z.array(stockWarehouse),
    },
    combinationAvailability: {
      path: '/combination-availability',
      access: COMBINATION_CODES.view,
      summary:
        "A combination's available quantity per warehouse (minimum over components of ⌊available / ratio⌋)",
      body: idRequest,
      response: combinationAvailability,
    },
  },
);
