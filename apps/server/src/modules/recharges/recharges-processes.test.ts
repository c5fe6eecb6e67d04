import { describe, expect, it } from 'vitest';
import type { OnlineRechargeCreated, Recharge } from '@oms/contracts';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openPostgres } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { accountsOf, statementsAgreeAfterEach } from '../finance/finance.test-support';
import { keyForTenant, post } from '../integration/integration.test-support';
import { offlineBody } from './recharges.test-support';

// Exactly once across servers: two app instances with their own connection pools on one PostgreSQL
// database (two processes of a deployment) approve the same recharge at the same moment; a customer
// client retries one online recharge 50 times at once with one Idempotency-Key.

describe('recharges across processes and retries', () => {
  const t = useTestApp(company);
  statementsAgreeAfterEach(t);

  it.runIf(process.env.DATABASE_URL)(
    'credits once when two processes approve the same recharge',
    async () => {
      const other = await buildApp({
        config: testConfig(),
        database: await openPostgres(t.database.connectionString!, () => undefined),
        sender: { send: async () => undefined },
      });
      await other.ready();
      try {
        const created = bodyOf<Recharge>(
          await call(
            t.app,
            t.token,
            'recharges/createOffline',
            await offlineBody(t.app, t.token, { amount: '300.00' }),
          ),
        ).data;
        const k = await keyForTenant(t.app, t.tenantId, 'finance');
        const answers = await Promise.all(
          [t.app, other, t.app, other].map((app) => post(app, k.key, `/recharges/${created.id}/approve`, {})),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
        expect((await accountsOf(t.app, t.token)).CNY.balance).toBe('300.00');
        expect(await t.app.services.finance.mismatches()).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );

  it('makes one online recharge of 50 concurrent requests with one Idempotency-Key', async () => {
    const body = { currency: 'USD', amount: '88.00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, t.token, 'recharges/createOnline', body, {
          headers: { 'idempotency-key': 'pay-once-7' },
        }),
      ),
    );
    const tokens = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => bodyOf<OnlineRechargeCreated>(r).data.token),
    );
    expect(tokens.size).toBe(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const page = bodyOf<{ total: number }>(
      await call(t.app, t.token, 'recharges/page', { current: 1, size: 10, currency: 'USD' }),
    ).data;
    expect(page.total).toBe(1);
  });
});
