import { sql } from 'drizzle-orm';
import { products as p } from './schema';

// A product's measures as the warehouse counts them: what it measured, else what the customer
// forecast. For every repository that joins products (stock, storage fees, inbound printouts).

/** A piece's volume in cm100³ (hundredths of a cm cubed), as numeric text: actual dimensions, else the forecast. */
export const pieceVolumeSql = sql<string>`coalesce(
  ${p.actualLengthCm100}::numeric * ${p.actualWidthCm100} * ${p.actualHeightCm100},
  ${p.forecastLengthCm100}::numeric * ${p.forecastWidthCm100} * ${p.forecastHeightCm100})`;

/** A piece's weight in grams: actual, else the forecast. */
export const pieceWeightSql = sql<number>`coalesce(${p.actualWeightG}, ${p.forecastWeightG})`;
