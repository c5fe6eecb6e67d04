// Test fixtures for the home page tests: tenants, companies and signed-in users made directly in
// the database, so these tests do not depend on the registration and login routes.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { App } from '../../app';
import { companies, rolePermissions, roles, tenants, users } from '../../schema';
import { hashPassword } from '../../lib/password';

let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export const createTenant = async (app: App) => {
  const [row] = await app.deps.db
    .insert(tenants)
    .values({ code: `T${unique()}`, name: 'Test operator' })
    .returning({ id: tenants.id });
  return row!.id;
};

export const createCompany = async (app: App, tenantId: number, opts: { isDemo?: boolean } = {}) => {
  const [row] = await app.deps.db
    .insert(companies)
    .values({ tenantId, name: `Company ${unique()}`, isDemo: opts.isDemo ?? false })
    .returning({ id: companies.id });
  return row!.id;
};

export type TestUser = { userId: number; tenantId: number; companyId: number; token: string };

/**
 * A signed-in user: the main account (every permission) when `codes` is absent, otherwise a
 * sub-account whose role holds exactly `codes`.
 */
export const createUser = async (
  app: App,
  at: { tenantId: number; companyId: number },
  codes?: readonly string[],
): Promise<TestUser> => {
  const { db } = app.deps;
  let roleId: number | null = null;
  if (codes) {
    const [role] = await db
      .insert(roles)
      .values({ companyId: at.companyId, name: `Role ${unique()}` })
      .returning({ id: roles.id });
    roleId = role!.id;
    if (codes.length)
      await db.insert(rolePermissions).values(codes.map((code) => ({ roleId: roleId!, code })));
  }
  passwordHash ??= hashPassword('Test@2026');
  const [user] = await db
    .insert(users)
    .values({
      tenantId: at.tenantId,
      companyId: at.companyId,
      accountName: `user.${unique()}`,
      userName: 'Test user',
      passwordHash: await passwordHash,
      isMain: !codes,
      roleId,
    })
    .returning({ id: users.id });
  const token = await app.services.sessions.create(db, user!.id, {});
  return { userId: user!.id, tenantId: at.tenantId, companyId: at.companyId, token };
};

/** A tenant with one company and its main account. */
export const createMainAccount = async (app: App, tenantId?: number): Promise<TestUser> => {
  const tenant = tenantId ?? (await createTenant(app));
  const companyId = await createCompany(app, tenant);
  return createUser(app, { tenantId: tenant, companyId });
};

/** POST a home page call as `user` (or anonymously). */
export const call = (
  app: App,
  path: string,
  user: TestUser | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/homepage/${path}`,
    headers: { ...(user ? { token: user.token } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** A client socket that queues what it receives, so a test can await the next message in order. */
export const openSocket = (base: string, token?: string, query = '') =>
  new Promise<Inbox>((resolve, reject) => {
    const ws = new WebSocket(`${base}/ws/todoList${query}`, token ? [token] : []);
    const inbox = new Inbox(ws);
    ws.once('open', () => resolve(inbox));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });

export class Inbox {
  private queue: string[] = [];
  private waiters: ((m: string) => void)[] = [];
  closed: Promise<number>;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      const waiter = this.waiters.shift();
      if (waiter) waiter(text);
      else this.queue.push(text);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }
  next(timeoutMs = 5_000): Promise<string> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
      this.waiters.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  }
  /** Sends ping and returns the next message: anything queued before the pong comes first. */
  async ping(): Promise<string> {
    this.ws.send('ping');
    return this.next();
  }
  close() {
    this.ws.close();
  }
}
