import { CONSIGNEE_EXPORT_KIND } from '@oms/contracts';
import { newConsignee } from '../../src/modules/consignees/consignees.test-support';
import type { AccessFixture } from './fixture';

/** An export names rows of a list: the owner's consignee, selected by another company. */
export const exports: AccessFixture = {
  async seed({ app, owner, call }) {
    const res = await call(app, owner.token, 'consignees/create', newConsignee({ name: 'Not yours' }));
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: { create: (id) => ({ kind: CONSIGNEE_EXPORT_KIND, ids: [id] }) },
  refusals: { create: { status: 422, message: '没有可导出的数据' } },
};
