import type { FastifyInstance } from 'fastify';
import { inboundWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/**
 * The warehouse's side of inbound orders (/open-api/warehouse/inbound-orders): a key sees and moves
 * the orders of its own warehouse only (another warehouse's id answers 404).
 */
export const inboundWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.inboundWarehouse;
  registerEndpoints(app, inboundWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    detail: ({ caller, params }) => service.review(caller, Number(params.id)),
    approve: ({ caller, params }) => service.approve(caller, Number(params.id)),
    reject: ({ caller, params, body }) => service.reject(caller, Number(params.id), body.reason),
    error: ({ caller, params, body }) => service.error(caller, Number(params.id), body.reason),
    resolve: ({ caller, params }) => service.resolve(caller, Number(params.id)),
    milestones: ({ caller, params, body }) => service.addMilestone(caller, Number(params.id), body),
    arrive: ({ caller, params, body }) => service.arrive(caller, Number(params.id), body?.occurredAt),
    receive: ({ caller, params, body }) => service.receive(caller, Number(params.id), body),
    finishReceiving: ({ caller, params }) => service.finishReceiving(caller, Number(params.id)),
    putAway: ({ caller, params }) => service.putAway(caller, Number(params.id)),
  });
};
