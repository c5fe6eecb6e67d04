import type { AccessFixture } from './fixture';

export const recharges: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'recharges/createOnline', { currency: 'USD', amount: '12.50' });
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
};
