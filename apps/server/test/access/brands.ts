import type { AccessFixture } from './fixture';

export const brands: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'brands/create', { name: `Brand ${Date.now()}` });
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: { update: (id) => ({ id, name: 'Renamed' }) },
};
