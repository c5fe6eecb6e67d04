// Bulk fixtures of the list benchmarks (list.ts, http.ts): many accounts or products in one company,
// written in batches by the database itself (generate_series), then analysed so the planner knows.
import { sql } from 'drizzle-orm';
import type { App } from '../apps/server/src/app';
import { brands } from '../apps/server/src/schema';

const BATCH = 100_000;

const inBatches = async (
  label: string,
  rows: number,
  write: (from: number, to: number) => Promise<unknown>,
) => {
  for (let from = 1; from <= rows; from += BATCH) {
    const to = Math.min(rows, from + BATCH - 1);
    await write(from, to);
    process.stdout.write(`\r  ${label} ${to.toLocaleString('en')} / ${rows.toLocaleString('en')}`);
  }
  if (rows > 0) process.stdout.write('\n');
};

/** `rows` sub-accounts of the company (every 50th disabled), all with the password hash given. */
export const fillAccounts = async (
  app: App,
  scope: { tenantId: number; companyId: number },
  rows: number,
  passwordHash: string,
) => {
  const { db } = app.deps;
  await inBatches('accounts', rows, (from, to) =>
    db.execute(sql`
      insert into users (tenant_id, company_id, account_name, user_name, password_hash, phone, email, status, created_at, updated_at)
      select ${scope.tenantId}, ${scope.companyId}, 'bench' || g, 'Clerk ' || (g % 9973), ${passwordHash},
             '1' || lpad(g::text, 10, '0'), 'bench' || g || '@example.com',
             case when g % 50 = 0 then 'DISABLED' else 'ENABLED' end,
             now() - (g || ' seconds')::interval, now()
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await db.execute(sql`analyze users`);
};

/** `rows` products of the company, spread over `brandCount` brands of its own. */
export const fillProducts = async (
  app: App,
  scope: { tenantId: number; companyId: number },
  rows: number,
  brandCount = 2,
) => {
  const { db } = app.deps;
  const made = await db
    .insert(brands)
    .values(
      Array.from({ length: brandCount }, (_, i) => ({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        name: `Bench brand ${i + 1}`,
      })),
    )
    .returning({ id: brands.id });
  const brandIds = `{${made.map((b) => b.id).join(',')}}`;
  await inBatches('products', rows, (from, to) =>
    db.execute(sql`
      insert into products (tenant_id, company_id, sku, brand_id, name_cn, name_en, category, weight_unit,
        size_unit, forecast_weight_g, forecast_length_cm100, forecast_width_cm100, forecast_height_cm100,
        pieces_per_carton, declared_value_cents, image_file_ids, created_by, created_at, updated_at)
      select ${scope.tenantId}, ${scope.companyId}, 'SKU-' || lpad(g::text, 8, '0'),
             (${brandIds}::bigint[])[1 + g % ${brandCount}], '商品 ' || g, 'Product ' || g, 'APPAREL', 'kg',
             'cm', 100 + g % 5000, 1000 + g % 300, 800 + g % 200, 500 + g % 100, 1 + g % 24,
             100 + g % 100000, '{}'::bigint[], 'bench.main', now() - (g || ' seconds')::interval, now()
      from generate_series(${from}::int, ${to}::int) g`),
  );
  await db.execute(sql`analyze products`);
  return made.map((b) => b.id);
};
