import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { actionCode } from '@oms/contracts';
import { createTestApp, registerTestEndpoints, type TestApp } from '../../../test/app';
import type { Tx } from '../../db/client';
import { tenants, users } from '../../schema';
import { bodyOf, createCustomer, STRONG_PASSWORD, tokenFor, uniqueName } from '../../../test/fixtures';
import { current } from '../auth/auth.test-support';

describe('accounts service: companies, sub-accounts, roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        register: (app) =>
          // A call of a page the role may lack, declared like every call (homepage calls would need more).
          registerTestEndpoints(
            app,
            {
              'home-only': {
                access: 'OMS_HOME',
                summary: 'A test call of the home page',
                response: z.string(),
              },
            },
            { 'home-only': async () => 'home' },
          ),
      },
    );
  });
  const tx = <T>(fn: (db: Tx) => Promise<T>) => t.app.deps.db.transaction(fn);

  it('creates the DEFAULT tenant for the first company of an empty deployment, then reuses it', async () => {
    expect(await t.app.deps.db.select().from(tenants)).toHaveLength(0);
    const a = await createCustomer(t.app);
    const b = await createCustomer(t.app);
    const rows = await t.app.deps.db.select().from(tenants);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a.tenantId, code: 'DEFAULT' });
    expect(b.tenantId).toBe(a.tenantId);
    expect(b.companyId).not.toBe(a.companyId);
  });

  it('hashes passwords with argon2id', async () => {
    const c = await createCustomer(t.app);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.id, c.userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.isMain).toBe(true);
  });

  it('gives a sub-account only the codes of its role', async () => {
    const main = await createCustomer(t.app);
    const subName = uniqueName('sub');
    const { roleId } = await tx((db) =>
      t.app.services.accounts.createRole(db, main.companyId, 'Clerk', [
        'OMS_BASICSKU',
        actionCode('OMS_BASICSKU', 'view'),
      ]),
    );
    const { userId } = await tx((db) =>
      t.app.services.accounts.createUser(db, {
        companyId: main.companyId,
        accountName: subName,
        userName: 'Clerk One',
        password: STRONG_PASSWORD,
        roleId,
      }),
    );
    const token = await tokenFor(t.app, subName);
    const me = bodyOf<{ isMain: boolean; userName: string; permissions: string[]; menus: unknown[] }>(
      await current(t.app, token),
    );
    expect(me.data).toMatchObject({ userId: String(userId), isMain: false, userName: 'Clerk One' });
    expect(me.data.permissions).toEqual(['OMS_BASICSKU', 'OMS_BASICSKU:view', 'OMS_SYSTEM']);
    // Only the product pages the role opens (the detail page hidden); no home page without OMS_HOME.
    const menus = me.data.menus as Array<{
      menuName: string;
      children: { routePath: string; hidden: boolean }[];
    }>;
    expect(menus.map((g) => g.menuName)).toEqual(['基础信息']);
    expect(menus[0]!.children.map((c) => [c.routePath, c.hidden])).toEqual([
      ['/basic/productManage', false],
      ['/basic/productDetail', true],
    ]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/home-only',
      headers: { token, language: 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toEqual({
      code: 403,
      message: 'Insufficient permissions, please contact the administrator',
      data: null,
    });
    const mainToken = await tokenFor(t.app, main.accountName);
    expect(
      bodyOf(
        await t.app.inject({ method: 'POST', url: '/api/test/home-only', headers: { token: mainToken } }),
      ),
    ).toMatchObject({ code: 0, data: 'home' });
  });

  it('refuses unknown permission codes, duplicate role names and roles of another company', async () => {
    const a = await createCustomer(t.app);
    const b = await createCustomer(t.app);
    await expect(
      tx((db) => t.app.services.accounts.createRole(db, a.companyId, 'Bad', ['OMS_NOPE'])),
    ).rejects.toMatchObject({
      messageKey: 'accounts.unknownPermission',
      status: 422,
    });
    const { roleId } = await tx((db) =>
      t.app.services.accounts.createRole(db, a.companyId, 'Ops', ['OMS_HOME']),
    );
    await expect(
      tx((db) => t.app.services.accounts.createRole(db, a.companyId, 'Ops', [])),
    ).rejects.toMatchObject({
      messageKey: 'accounts.roleNameTaken',
      status: 409,
    });
    await expect(
      tx((db) =>
        t.app.services.accounts.createUser(db, {
          companyId: b.companyId,
          accountName: uniqueName(),
          password: STRONG_PASSWORD,
          roleId,
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a taken account name, phone or e-mail, case-insensitively', async () => {
    const a = await createCustomer(t.app, { phone: '13700000001', email: 'owner@example.com' });
    const sub = (over: Record<string, string>) =>
      tx((db) =>
        t.app.services.accounts.createUser(db, {
          companyId: a.companyId,
          accountName: uniqueName(),
          password: STRONG_PASSWORD,
          ...over,
        }),
      );
    await expect(sub({ accountName: a.accountName.toUpperCase() })).rejects.toMatchObject({
      messageKey: 'auth.accountTaken',
    });
    await expect(sub({ phone: '13700000001' })).rejects.toMatchObject({ messageKey: 'auth.phoneTaken' });
    await expect(sub({ email: 'OWNER@example.com' })).rejects.toMatchObject({
      messageKey: 'auth.emailTaken',
    });
  });

  it('disables a user: its sessions end and it cannot sign in', async () => {
    const main = await createCustomer(t.app);
    const subName = uniqueName('sub');
    const { userId } = await tx((db) =>
      t.app.services.accounts.createUser(db, {
        companyId: main.companyId,
        accountName: subName,
        password: STRONG_PASSWORD,
      }),
    );
    const token = await tokenFor(t.app, subName);
    await tx((db) => t.app.services.accounts.disableUser(db, userId, main.accountName));
    expect(bodyOf(await current(t.app, token)).code).toBe(401);
    await expect(tokenFor(t.app, subName)).rejects.toThrow(/disabled|停用/);
    await expect(tx((db) => t.app.services.accounts.disableUser(db, 999_999))).rejects.toMatchObject({
      status: 404,
    });
  });
});
