import { newConsignee } from '../../src/modules/consignees/consignees.test-support';
import type { AccessFixture } from './fixture';

export const consignees: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'consignees/create', newConsignee({ name: 'Access test' }));
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: { update: (id) => ({ ...newConsignee(), id }) },
};
