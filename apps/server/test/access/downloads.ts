import { newConsignee } from '../../src/modules/consignees/consignees.test-support';
import type { AccessFixture } from './fixture';

/** The owner's export of its address book: a job of the download center. */
export const downloads: AccessFixture = {
  async seed({ app, owner, call }) {
    await call(app, owner.token, 'consignees/create', newConsignee({ name: 'Exported' }));
    const res = await call(app, owner.token, 'exports/create', { kind: 'consignees' });
    return { id: res.json<{ data: { jobId: string } }>().data.jobId };
  },
};
