import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGNING_CODES,
  envelope,
  idRequest,
  signingApplyRequest,
  signingDetail,
  signingPage,
  signingPageRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { signingExport } from './signing.export';

const base = '/api/signing';
const meta = (summary: string) => ({ tags: ['signing'], summary });

/** Signed warehouses (/clientCenter/sign): the operator's warehouses with the company's signing state. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.signing;
  app.services.exports.define(signingExport);

  app.post(
    `${base}/page`,
    {
      config: { permission: SIGNING_CODES.view },
      schema: {
        ...meta("A page of the operator's warehouses with the company's signing state"),
        body: signingPageRequest,
        response: { 200: envelope(signingPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: SIGNING_CODES.view },
      schema: {
        ...meta('One warehouse (by its id) with the signing and its operation record'),
        body: idRequest,
        response: { 200: envelope(signingDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/apply`,
    {
      config: { permission: SIGNING_CODES.submit },
      schema: {
        ...meta('Apply to sign a warehouse (unsigned or rejected; the certification must have passed)'),
        body: signingApplyRequest,
        response: { 200: envelope(signingDetail) },
      },
    },
    async (request) => ok(await service.apply(authOf(request), request.body.warehouseId)),
  );
};
