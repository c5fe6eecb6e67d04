import { describe, expect, it } from 'vitest';
import type { ExportCreateResponse, PageResult, Role, RoleDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, tokenFor, uniqueName } from '../../../test/fixtures';
import { companyWithRole, createThroughApi, newAccount } from '../sub-accounts/sub-accounts.test-support';
import { createRole, currentOf } from './roles.test-support';

describe('roles API', () => {
  const t = useTestApp();
  const page = async (token: string, body: Record<string, unknown> = {}) =>
    bodyOf<PageResult<Role>>(await call(t.app, token, 'roles/page', { current: 1, size: 20, ...body }));

  it('creates a role: an action brings its page and view, the root code and repeats are dropped', async () => {
    const a = await companyWithRole(t.app);
    const created = await call(t.app, a.token, 'roles/create', {
      name: '  Warehouse clerk  ',
      codes: ['OMS_SYSTEM', 'OMS_HOME', 'OMS_CLIENTACCOUNT:create', 'OMS_HOME'],
    });
    expect(created.statusCode).toBe(200);
    const role = bodyOf<Role>(created).data;
    expect(role).toMatchObject({
      name: 'Warehouse clerk',
      codes: ['OMS_HOME', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view', 'OMS_CLIENTACCOUNT:create'],
      userCount: 0,
    });
    const detail = bodyOf<RoleDetail>(await call(t.app, a.token, 'roles/detail', { id: role.id }));
    expect(detail.data.operations).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: a.accountName,
        note: expect.stringContaining('OMS_HOME'),
      }),
    ]);
  });

  it('lists the company roles with their holders, filters and sorts', async () => {
    const a = await companyWithRole(t.app);
    const zeta = await createRole(t.app, a.token, ['OMS_HOME'], 'Zeta finance');
    const alpha = await createRole(t.app, a.token, ['OMS_CLIENTACCOUNT:view'], 'Alpha accounts');
    await createThroughApi(t.app, a.token, newAccount(alpha.id));
    await createThroughApi(t.app, a.token, newAccount(alpha.id));
    const all = await page(a.token, { sort: 'name' });
    // The company's own fixture role (`company`) is listed too.
    expect(all.data.total).toBe(3);
    expect(all.data.records.map((r) => r.name).slice(0, 2)).toEqual(['Alpha accounts', 'Zeta finance']);
    expect(all.data.records.find((r) => r.id === alpha.id)?.userCount).toBe(2);
    expect((await page(a.token)).data.records[0]!.id).toBe(alpha.id); // newest first
    const byName = await page(a.token, { name: 'zeta' });
    expect(byName.data.records.map((r) => r.id)).toEqual([zeta.id]);
    const byPage = await page(a.token, { pageCode: 'OMS_CLIENTACCOUNT' });
    expect(byPage.data.records.map((r) => r.id)).toEqual([alpha.id]);
    expect((await page(a.token, { name: '%' })).data.records).toEqual([]);
    const sort = await call(t.app, a.token, 'roles/page', { current: 1, size: 20, sort: 'userCount' }, 'zh');
    expect([sort.statusCode, bodyOf(sort).message]).toEqual([422, '不支持该排序字段']);
    const badPage = await call(t.app, a.token, 'roles/page', {
      current: 1,
      size: 20,
      pageCode: 'OMS_HOME:view',
    });
    expect(badPage.statusCode).toBe(422);
  });

  it('checks the name and the codes, with the messages the form shows', async () => {
    const a = await companyWithRole(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', codes: ['OMS_HOME'] }, '请输入角色名称'],
      [{ codes: ['OMS_HOME'] }, '请输入角色名称'],
      [{ name: 'x'.repeat(31), codes: ['OMS_HOME'] }, '最多 30 个字符'],
      [{ name: 'Empty', codes: [] }, '请至少选择一个权限'],
      [{ name: 'Root only', codes: ['OMS_SYSTEM'] }, '请至少选择一个权限'],
      [{ name: 'No codes' }, '请至少选择一个权限'],
      [{ name: 'Unknown', codes: ['OMS_HOME', 'OMS_NOPE'] }, '包含无效的权限编码'],
      [{ name: 'Bad action', codes: ['OMS_HOME:fly'] }, '包含无效的权限编码'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, a.token, 'roles/create', body, 'zh');
      expect([body, res.statusCode, bodyOf(res).message]).toEqual([body, 422, message]);
    }
    expect((await page(a.token, { name: 'o' })).data.records.map((r) => r.name)).not.toContain('Root only');
  });

  it('keeps names unique within a company, not across companies', async () => {
    const a = await companyWithRole(t.app);
    const b = await companyWithRole(t.app);
    await createRole(t.app, a.token, ['OMS_HOME'], 'Operators');
    const again = await call(
      t.app,
      a.token,
      'roles/create',
      { name: ' Operators ', codes: ['OMS_HOME'] },
      'zh',
    );
    expect([again.statusCode, bodyOf(again).message]).toEqual([409, '角色名称已存在']);
    await createRole(t.app, b.token, ['OMS_HOME'], 'Operators');
    const other = await createRole(t.app, a.token, ['OMS_HOME'], 'Finance');
    const rename = await call(t.app, a.token, 'roles/update', {
      id: other.id,
      name: 'Operators',
      codes: ['OMS_HOME'],
    });
    expect([rename.statusCode, bodyOf(rename).message]).toEqual([
      409,
      'A role with this name already exists',
    ]);
    // Saving a role under its own name is no clash.
    const same = await call(t.app, a.token, 'roles/update', {
      id: other.id,
      name: 'Finance',
      codes: ['OMS_HOME'],
    });
    expect(bodyOf(same).code).toBe(0);
  });

  it('updates the name and codes and records what changed', async () => {
    const a = await companyWithRole(t.app);
    const r = await createRole(t.app, a.token, ['OMS_HOME', 'OMS_CLIENTSAFETY:edit'], 'Clerks');
    const res = await call(t.app, a.token, 'roles/update', {
      id: r.id,
      name: 'Senior clerks',
      codes: ['OMS_HOME', 'OMS_CLIENTROLE:view'],
    });
    expect(bodyOf<Role>(res).data).toMatchObject({
      name: 'Senior clerks',
      codes: ['OMS_HOME', 'OMS_CLIENTROLE', 'OMS_CLIENTROLE:view'],
    });
    const detail = bodyOf<RoleDetail>(await call(t.app, a.token, 'roles/detail', { id: r.id }));
    expect(detail.data.operations.at(-1)).toMatchObject({
      action: 'update',
      note: 'Clerks → Senior clerks; +OMS_CLIENTROLE, +OMS_CLIENTROLE:view, -OMS_CLIENTSAFETY, -OMS_CLIENTSAFETY:edit',
    });
  });

  it('refuses to delete a role any account holds, naming how many; deletes all or none', async () => {
    const a = await companyWithRole(t.app);
    const held = await createRole(t.app, a.token, ['OMS_HOME'], 'Held');
    const free = await createRole(t.app, a.token, ['OMS_HOME'], 'Free');
    const one = await createThroughApi(t.app, a.token, newAccount(held.id));
    await createThroughApi(t.app, a.token, newAccount(held.id, { status: 'DISABLED' }));
    const refused = await call(t.app, a.token, 'roles/delete', { ids: [free.id, held.id] }, 'zh');
    expect([refused.statusCode, bodyOf(refused).message]).toEqual([
      409,
      '角色“Held”正被 2 个账号使用，不能删除；请先为这些账号更换角色',
    ]);
    // Nothing was deleted.
    expect(bodyOf(await call(t.app, a.token, 'roles/detail', { id: free.id })).code).toBe(0);

    const en = await call(t.app, a.token, 'roles/delete', { ids: [held.id] });
    expect(bodyOf(en).message).toBe(
      'The role "Held" cannot be deleted while accounts hold it (accounts: 2); give them another role first',
    );
    const deleted = await call(t.app, a.token, 'roles/delete', { ids: [free.id] });
    expect(bodyOf(deleted).data).toEqual({ affected: 1 });
    expect((await call(t.app, a.token, 'roles/detail', { id: free.id })).statusCode).toBe(404);
    expect(bodyOf(await call(t.app, a.token, 'roles/delete', { ids: [] }, 'zh')).message).toBe(
      '请先选择数据',
    );
    // The account keeps its role; moved to another, the role can go.
    await call(t.app, a.token, 'sub-accounts/update', { id: one.id, userName: 'X', roleId: a.roleId });
    const stillOne = await call(t.app, a.token, 'roles/delete', { ids: [held.id] });
    expect(bodyOf(stillOne).message).toContain('(accounts: 1)');
  });

  it("applies a role change to the holder's next call and menus, without signing in again", async () => {
    const a = await companyWithRole(t.app);
    const r = await createRole(t.app, a.token, ['OMS_HOME'], 'Changing');
    const holder = await createThroughApi(t.app, a.token, newAccount(r.id));
    const token = await tokenFor(t.app, holder.accountName);
    const accounts = () => call(t.app, token, 'sub-accounts/page', { current: 1, size: 20 });

    expect((await accounts()).statusCode).toBe(403);
    expect(await currentOf(t.app, token)).toMatchObject({
      permissions: ['OMS_HOME', 'OMS_SYSTEM'],
      routes: ['/dashboard/home'],
    });

    await call(t.app, a.token, 'roles/update', { id: r.id, name: r.name, codes: ['OMS_CLIENTACCOUNT:view'] });
    expect((await accounts()).statusCode).toBe(200);
    const after = await currentOf(t.app, token);
    expect(after.routes).toEqual(['/clientCenter/accountManage']);
    expect(after.permissions).toEqual(['OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view', 'OMS_SYSTEM']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/homepage/todoList', headers: { token } })).statusCode,
    ).toBe(403);

    await call(t.app, a.token, 'roles/update', { id: r.id, name: r.name, codes: ['OMS_HOME'] });
    expect((await accounts()).statusCode).toBe(403);
    expect((await currentOf(t.app, token)).routes).toEqual(['/dashboard/home']);
  });

  it('documents the calls in the OpenAPI document, the codes as a list of strings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Doc = {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
    };
    const doc = res.json<Doc>();
    for (const action of ['page', 'detail', 'create', 'update', 'delete', 'options'])
      expect(Object.keys(doc.paths)).toContain(`/api/roles/${action}`);
    const schema = doc.paths['/api/roles/create']!.post!.requestBody!.content['application/json']!.schema;
    expect(schema).toMatchObject({ properties: { codes: { type: 'array', items: { type: 'string' } } } });
  });

  it('exports the role list with the menus each role opens', async () => {
    const a = await companyWithRole(t.app);
    const name = uniqueName('exp');
    const r = await createRole(t.app, a.token, ['OMS_HOME', 'OMS_CLIENTSAFETY:edit'], name);
    await createThroughApi(t.app, a.token, newAccount(r.id));
    const res = await call(
      t.app,
      a.token,
      'exports/create',
      {
        kind: 'roles',
        filters: { name },
        columns: ['name', 'codes', 'userCount'],
      },
      'zh',
    );
    const body = bodyOf<ExportCreateResponse>(res);
    if (body.data.mode !== 'sync') throw new Error(`expected a file at once: ${body.message}`);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${body.data.fileId}`,
      headers: { token: a.token },
    });
    expect(await readXlsx(file.rawPayload)).toEqual([
      ['角色名称', '权限菜单', '账号数'],
      [name, '首页、账号安全', '1'],
    ]);
  });
});
