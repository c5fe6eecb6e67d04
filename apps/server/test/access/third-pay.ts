import type { AccessFixture } from './fixture';

const account = { platform: 'PINGPONG', accountName: 'Access test', accountNumber: '6222021234567890123' };

const thirdPay: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'third-pay/create', account);
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: { update: (id) => ({ ...account, id }) },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { thirdPay as 'third-pay' };
