import type { AccessFixture } from './fixture';

export const claims: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'claims/create', {
      relatedType: 'OUTBOUND',
      relatedNo: 'OB-ACCESS-1',
      claimType: 'LOST',
      reason: 'Parcel lost in transit',
      expectedAmount: '12.50',
      currency: 'USD',
    });
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
};
