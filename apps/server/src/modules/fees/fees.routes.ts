import type { FastifyInstance } from 'fastify';
import { feesEndpoints, feeWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Fee inquiry (/finance/feeInquiry, feeInquiryDetail), disputes, and fee statistics (/finance/feeCount). */
export const feesRoutes = (app: FastifyInstance) => {
  const service = app.services.fees;
  registerEndpoints(app, feesEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    totals: ({ auth, body }) => service.totals(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    dispute: ({ auth, body }) => service.dispute(auth, body),
    withdraw: ({ auth, body }) => service.withdraw(auth, body.id),
    count: ({ auth, body }) => service.count(auth, body),
  });
};

/** The warehouse's side (/open-api/warehouse/fees): post fees and supplements, answer disputes. */
export const feeWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.fees;
  registerEndpoints(app, feeWarehouseEndpoints, {
    post: ({ caller, body }) => service.post(caller, body),
    companies: ({ caller }) => service.companies(caller),
    pendingDisputes: ({ caller }) => service.pendingDisputes(caller),
    accept: ({ caller, params, body }) => service.accept(caller, Number(params.id), body?.refundAmount),
    refuse: ({ caller, params, body }) => service.refuse(caller, Number(params.id), body.reason),
  });
};
