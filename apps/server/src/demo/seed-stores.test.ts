import { describe, expect, it } from 'vitest';
import type { PageResult, SkuMapping, Store } from '@oms/contracts';
import { createTestApp } from '../../test/app';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { DEMO_STORE } from './seed-stores';

describe('demo store', () => {
  it('seeds one manual store with its SKU mapping, once, shown by the API', async () => {
    const { app } = await createTestApp();
    await seedDemo({ deps: app.deps, services: app.services });
    await seedDemo({ deps: app.deps, services: app.services });
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<Store>>(
      await call(app, token, 'stores/page', { current: 1, size: 10 }),
    ).data;
    expect(page.records.map((s) => [s.name, s.platform, s.status, s.mappingCount])).toEqual([
      [DEMO_STORE.name, 'MANUAL', 'ENABLED', DEMO_STORE.mappings.length],
    ]);
    const mappings = bodyOf<PageResult<SkuMapping>>(
      await call(app, token, 'stores/mappings/page', {
        current: 1,
        size: 10,
        storeId: page.records[0]!.id,
        sort: 'platformSku',
      }),
    ).data;
    expect(mappings.records.map((m) => [m.platformSku, m.sku])).toEqual(
      [...DEMO_STORE.mappings].sort(([a], [b]) => a.localeCompare(b)),
    );
  });
});
