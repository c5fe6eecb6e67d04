import type { AccessFixture } from './fixture';

// A manual store: the access test's app has no platform to try credentials on.
const manualStore = { name: 'Access test', platform: 'MANUAL', inventoryUpdate: 'MANUAL' };

export const stores: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'stores/create', manualStore);
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: {
    update: (id) => ({ ...manualStore, id }),
    mappingsSave: (id) => ({ storeId: id, platformSku: 'ACCESS-1', productId: id }),
    mappingsDelete: (id) => ({ storeId: id, ids: [id] }),
  },
};
