import { z } from 'zod';
import { idSchema } from './list';

// What the seller's workbench warns about in its stock (issue 22 §5): a SKU running low in a
// warehouse, and lots about to cross into a dearer storage tier.

export const STOCK_ALERT_LIMITS = {
  /** The outflow that sets a balance's default threshold: pieces shipped over these last days. */
  outflowDays: 30,
  maxThreshold: 1_000_000,
  /** A lot warns when its storage price rises within this many days. */
  ageingWithinDays: 7,
  /** Warnings one answer lists (the closest first). */
  ageingRows: 100,
} as const;

/**
 * Where a balance's low-stock threshold comes from: the customer set it (SET), or it is what the
 * balance shipped over the last `outflowDays` days (OUTFLOW: enough for as long again at that rate).
 * A balance with neither (nothing set, nothing shipped) has no threshold and never warns.
 */
export const THRESHOLD_SOURCES = ['SET', 'OUTFLOW'] as const;
export type ThresholdSource = (typeof THRESHOLD_SOURCES)[number];

/** The one rule of a low balance: a threshold above 0 that available has reached. 0 turns alerts off. */
export const isLowStock = (available: number, threshold: number | null) =>
  threshold !== null && threshold > 0 && available <= threshold;

/** Days the available pieces last at the recent outflow (null when nothing shipped). */
export const coverDays = (available: number, outflow: number) =>
  outflow > 0 ? Math.floor((available * STOCK_ALERT_LIMITS.outflowDays) / outflow) : null;

/** A balance's alert, as the stock list, its detail and the home card show it. */
export const stockAlert = z.object({
  /** The threshold in force (null: none). */
  threshold: z.number().int().nullable(),
  source: z.enum(THRESHOLD_SOURCES).nullable(),
  /** Pieces shipped over the last `outflowDays` days. */
  outflow: z.number().int(),
  low: z.boolean(),
  coverDays: z.number().int().nullable(),
});
export type StockAlert = z.infer<typeof stockAlert>;

/** Sets a balance's threshold; null goes back to the default from its outflow. */
export const setThresholdRequest = z.object({
  id: idSchema,
  threshold: z
    .number({ error: 'error.validation' })
    .int({ error: 'inventory.thresholdWhole' })
    .min(0, { error: 'inventory.thresholdRange' })
    .max(STOCK_ALERT_LIMITS.maxThreshold, { error: 'inventory.thresholdRange' })
    .nullable(),
});
export type SetThresholdRequest = z.infer<typeof setThresholdRequest>;
