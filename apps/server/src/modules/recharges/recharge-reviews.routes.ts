import type { FastifyInstance } from 'fastify';
import { INTEGRATION_BASE, rechargeReviewEndpoints, type PendingRecharge } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { errors } from '../../lib/errors';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of recharges (/open-api/warehouse/recharges): any key of the tenant may review
 * the offline recharges of its companies and keep the tenant's receiving accounts.
 */
export const rechargeReviewRoutes = (app: FastifyInstance) => {
  const { recharges, files } = app.services;
  registerEndpoints(app, rechargeReviewEndpoints, {
    pending: async ({ caller }): Promise<PendingRecharge[]> =>
      (await recharges.pendingForTenant(caller.tenantId)).map((r) => ({
        id: r.id,
        companyId: r.companyId,
        companyName: r.companyName,
        number: r.number,
        currency: r.currency,
        amount: r.amount,
        serial: r.serial,
        payerAccount: r.payerAccount,
        receivingAccountNumber: r.receivingAccountNumber,
        attachmentPath: r.attachmentFileId ? `${INTEGRATION_BASE}/recharges/${r.id}/attachment` : null,
        createdAt: r.createdAt,
      })),
    file: async ({ caller, params, reply }) => {
      const { recharge } = await recharges.forTenant(caller.tenantId, Number(params.id));
      const row = recharge.attachmentFileId
        ? await files.ofCompany(recharge.companyId, recharge.attachmentFileId)
        : undefined;
      if (!row) throw errors.notFound();
      return sendFile(reply, row, await files.read(row));
    },
    approve: ({ caller, params, body }) =>
      recharges.decide(
        caller.tenantId,
        Number(params.id),
        { approve: true, actualAmount: body?.actualAmount },
        caller,
      ),
    reject: ({ caller, params, body }) =>
      recharges.decide(caller.tenantId, Number(params.id), { approve: false, reason: body.reason }, caller),
    receivingAccounts: ({ caller }) => recharges.receivingForTenant(caller.tenantId),
    replaceReceivingAccounts: ({ caller, body }) => recharges.replaceReceiving(caller.tenantId, body),
  });
};
