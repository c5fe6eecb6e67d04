import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { ipOf } from '../../lib/reply';

/** The sign-in, sign-out and registration calls of specification §7, under /api/user. */
export const authRoutes = (app: FastifyInstance) => {
  const { auth } = app.services;
  registerEndpoints(app, authEndpoints, {
    generateImgVerifyCode: ({ reply }) => {
      // A captcha is single use: a cached image would show a key the server already spent.
      reply.header('cache-control', 'no-store');
      return auth.captcha.generate();
    },
    login: ({ body, request }) =>
      auth.login.signIn(body, { ip: ipOf(request), userAgent: request.headers['user-agent'] }),
    loginOut: async ({ auth: session }) => {
      await auth.login.signOut(session);
      return null;
    },
    current: async ({ auth: session }) => auth.currentUser(session),
    sendRegVerifyCode: ({ body, request }) =>
      auth.verification.sendRegisterCode(body, { ip: ipOf(request), language: request.language }),
    reg: ({ body }) => auth.registration.register(body),
  });
};
