import type { FastifyInstance } from 'fastify';
import { financeEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** The money kernel's customer reads; every other finance screen is its own domain. */
export const financeRoutes = (app: FastifyInstance) => {
  const { finance } = app.services;
  const { db } = app.deps;
  registerEndpoints(app, financeEndpoints, {
    accounts: ({ auth }) => finance.accounts(db, auth),
  });
};
