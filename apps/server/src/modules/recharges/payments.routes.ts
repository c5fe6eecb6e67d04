import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromMinor, paymentEndpoints, RESULT_CODE, type PaymentCallback } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { AppError } from '../../lib/errors';
import { toPaymentView } from './recharges.mapping';

/**
 * The public payment pages' calls (/api/pay/*, by the payment's token) and the providers' callback.
 * The sandbox's confirm and fail buttons make the sandbox post its signed notification to the
 * callback route through the server's own HTTP stack, as a provider on the internet would.
 */
export const paymentRoutes = (app: FastifyInstance) => {
  const { recharges, paymentProvider: provider } = app.services;
  const { config } = app.deps;
  const baseUrl = (request: FastifyRequest) =>
    config.PUBLIC_URL ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;

  /** The payment now; while pending, the provider is asked too (a notification may have been lost). */
  const viewOf = async (token: string, request: FastifyRequest) => {
    let row = await recharges.byToken(token);
    if (row.status === 'PENDING_REVIEW') {
      const known = await provider.queryStatus(token);
      if (known !== 'PENDING') {
        await recharges.settlePayment(
          {
            token,
            outcome: known,
            amount: fromMinor(row.amount),
            currency: row.currency,
            providerRef: 'query',
          },
          provider.name,
        );
        row = await recharges.byToken(token);
      }
    }
    const order = { token, number: row.number, currency: row.currency, amountMinor: row.amount };
    return toPaymentView(row, provider.createPayment(order, baseUrl(request)).qrText);
  };

  registerEndpoints(app, paymentEndpoints, {
    info: ({ body, request }) => viewOf(body.token, request),
    sandbox: async ({ body, request }) => {
      const row = await recharges.byToken(body.token);
      const notice = provider.notify(
        { token: body.token, number: row.number, currency: row.currency, amountMinor: row.amount },
        body.outcome,
      );
      await app.inject({
        method: 'POST',
        url: paymentEndpoints.callback.path,
        headers: { 'content-type': 'application/json', language: 'en' },
        payload: JSON.stringify(notice satisfies PaymentCallback),
      });
      return viewOf(body.token, request);
    },
    callback: async ({ body }) => {
      const notice = provider.verifyCallback(body);
      if (!notice) throw new AppError(RESULT_CODE.badRequest, 'recharges.badSignature');
      return recharges.settlePayment(notice, provider.name);
    },
  });
};
