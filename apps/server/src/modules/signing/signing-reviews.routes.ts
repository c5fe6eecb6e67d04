import type { FastifyInstance } from 'fastify';
import { RESULT_CODE, signingReviewEndpoints, type ReviewDecision } from '@oms/contracts';
import type { IntegrationContext } from '../../core/context';
import { registerEndpoints } from '../../core/endpoints';
import { AppError } from '../../lib/errors';

/**
 * The warehouse's side of signing (/open-api/warehouse/signings): only a key of the application's
 * warehouse may see and answer it.
 */
export const signingReviewRoutes = (app: FastifyInstance) => {
  const { signing } = app.services;

  /** A signing pending for another warehouse of the tenant is not this key's to answer. */
  const assertOwnWarehouse = async (caller: IntegrationContext, id: number) => {
    const pending = (await signing.pendingForTenant(caller.tenantId)).find((p) => p.id === id);
    if (pending && pending.warehouseCode !== caller.warehouseCode) {
      throw new AppError(RESULT_CODE.forbidden, 'integration.wrongWarehouse');
    }
  };

  const decide = async (caller: IntegrationContext, id: number, decision: ReviewDecision) => {
    await assertOwnWarehouse(caller, id);
    const done = await signing.decide(caller.tenantId, id, decision, caller);
    return { id: String(done.id), status: done.status };
  };

  registerEndpoints(app, signingReviewEndpoints, {
    pending: async ({ caller }) => {
      const rows = await signing.pendingForTenant(caller.tenantId);
      return rows
        .filter((r) => r.warehouseCode === caller.warehouseCode)
        .map((r) => ({ ...r, id: String(r.id), companyId: String(r.companyId) }));
    },
    approve: ({ caller, params }) => decide(caller, Number(params.id), { approve: true }),
    reject: ({ caller, params, body }) =>
      decide(caller, Number(params.id), { approve: false, reason: body.reason }),
  });
};
