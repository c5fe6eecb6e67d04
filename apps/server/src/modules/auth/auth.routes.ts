import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captchaResponse,
  currentUser,
  envelope,
  loginRequest,
  loginResponse,
  logoutQuery,
  logoutResponse,
  regRequest,
  regResponse,
  sendRegVerifyCodeRequest,
  sendRegVerifyCodeResponse,
} from '@oms/contracts';
import { authOf, ipOf, ok } from '../../lib/reply';
import { SIGNED_IN } from '../../plugins/auth';

const tags = ['auth'];
const publicRoute = { permission: null };

/** The sign-in, sign-out and registration calls of specification §7, under /api/user. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.get(
    '/api/user/generateImgVerifyCode',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A new image captcha for the sign-in form (single use, 5 minutes)',
        security: [],
        response: { 200: envelope(captchaResponse) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await auth.captcha.generate());
    },
  );

  app.post(
    '/api/user/login',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in; a newer sign-in of the same account ends this session (code 402)',
        security: [],
        body: loginRequest,
        response: { 200: envelope(loginResponse) },
      },
    },
    async (request) =>
      ok(
        await auth.login.signIn(request.body, {
          ip: ipOf(request),
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/api/user/loginOut',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Sign out: ends the session of the token',
        querystring: logoutQuery,
        response: { 200: envelope(logoutResponse) },
      },
    },
    async (request) => {
      await auth.login.signOut(authOf(request));
      return ok(null);
    },
  );

  app.post(
    '/api/user/current',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The signed-in user, its permission codes and menus',
        response: { 200: envelope(currentUser) },
      },
    },
    async (request) => ok(auth.currentUser(authOf(request))),
  );

  app.post(
    '/api/user/sendRegVerifyCode',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a registration code to a phone or e-mail (once a minute, limited per hour)',
        security: [],
        body: sendRegVerifyCodeRequest,
        response: { 200: envelope(sendRegVerifyCodeResponse) },
      },
    },
    async (request) =>
      ok(
        await auth.verification.sendRegisterCode(request.body, {
          ip: ipOf(request),
          language: request.language,
        }),
      ),
  );

  app.post(
    '/api/user/reg',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Register a customer company with its main account',
        security: [],
        body: regRequest,
        response: { 200: envelope(regResponse) },
      },
    },
    async (request) => ok(await auth.registration.register(request.body)),
  );
};
