import { multipart } from '../../src/lib/file-fixtures.test-support';
import type { AccessFixture } from './fixture';

/** Imports the consignee template as it downloads (its example row): the owner's import job. */
export const imports: AccessFixture = {
  async seed({ app, owner }) {
    const template = await app.inject({ method: 'GET', url: '/api/imports/template?kind=consignees' });
    const body = multipart({ name: 'consignees.xlsx', content: template.rawPayload });
    const res = await app.inject({
      method: 'POST',
      url: '/api/imports/upload?kind=consignees',
      headers: { ...body.headers, token: owner.token, language: 'en' },
      payload: body.payload,
    });
    return { id: res.json<{ data: { jobId: string } }>().data.jobId };
  },
};
