import type { FastifyInstance } from 'fastify';
import { accountSecurityEndpoints, myAccountEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { ipOf } from '../../lib/reply';

/**
 * The account security page (the signed-in user's own phone, e-mail and password, behind its codes),
 * and "my account" (any signed-in user: their name and password, the same service).
 */
export const accountSecurityRoutes = (app: FastifyInstance) => {
  const { accountSecurity } = app.services;
  registerEndpoints(app, accountSecurityEndpoints, {
    info: ({ auth }) => accountSecurity.info(auth),
    sendCode: ({ auth, body, request }) =>
      accountSecurity.sendCode(auth, body, { ip: ipOf(request), language: request.language }),
    bindPhone: ({ auth, body }) => accountSecurity.bindPhone(auth, body),
    bindEmail: ({ auth, body }) => accountSecurity.bindEmail(auth, body),
    changePassword: ({ auth, body, request }) =>
      accountSecurity.changePassword(auth, body, { ip: ipOf(request), language: request.language }),
  });
  registerEndpoints(app, myAccountEndpoints, {
    info: ({ auth }) => accountSecurity.info(auth),
    updateProfile: ({ auth, body }) => accountSecurity.updateProfile(auth, body),
    changePassword: ({ auth, body, request }) =>
      accountSecurity.changePassword(auth, body, { ip: ipOf(request), language: request.language }),
  });
};
