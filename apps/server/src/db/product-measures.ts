import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// A product's measures as the warehouse counts them: what it measured, else what the customer
// forecast. For every repository that joins products (stock, storage fees, inbound printouts), which
// passes the products table it joins: db/ stays below the modules that own the tables.

type Measured = Record<
  | 'actualLengthCm100'
  | 'actualWidthCm100'
  | 'actualHeightCm100'
  | 'forecastLengthCm100'
  | 'forecastWidthCm100'
  | 'forecastHeightCm100'
  | 'actualWeightG'
  | 'forecastWeightG',
  AnyPgColumn
>;

/** SQL of the products table `p` for a piece's measures. */
export const productMeasures = (p: Measured) => ({
  /** A piece's volume in cm100³ (hundredths of a cm cubed), as numeric text: actual dimensions, else the forecast. */
  pieceVolumeSql: sql<string>`coalesce(
  ${p.actualLengthCm100}::numeric * ${p.actualWidthCm100} * ${p.actualHeightCm100},
  ${p.forecastLengthCm100}::numeric * ${p.forecastWidthCm100} * ${p.forecastHeightCm100})`,
  /** A piece's weight in grams: actual, else the forecast. */
  pieceWeightSql: sql<number>`coalesce(${p.actualWeightG}, ${p.forecastWeightG})`,
});
