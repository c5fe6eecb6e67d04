import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createMainAccount, type TestUser } from '../homepage/test-support';

type Body<T> = { code: number; data: T };

// What a document's descriptor says of its export (contracts `defineDocument`) is what the server
// offers: the kind the list's export button asks for, filed under the module the file center names.
describe('document descriptors and the server', () => {
  let t: TestApp;
  let main: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    main = await createMainAccount(t.app);
  });

  it('offers each described document’s export kind, under its file module', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exports/kinds',
      headers: { token: main.token },
      payload: {},
    });
    const kinds = res.json<Body<{ kind: string; module: string }[]>>().data;
    const described = DOCUMENTS.filter((d) => d.exportKind !== undefined);
    expect(described.length).toBeGreaterThanOrEqual(6);
    for (const d of described)
      expect(
        kinds.find((k) => k.kind === d.exportKind),
        d.entity,
      ).toMatchObject({
        module: d.fileModule ?? d.exportKind,
      });
  });
});
