import type { AccessFixture } from './fixture';

const codes = ['OMS_HOME'];

export const roles: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'roles/create', { name: `Role ${Date.now()}`, codes });
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: { update: (id) => ({ id, name: 'Renamed', codes }) },
};
