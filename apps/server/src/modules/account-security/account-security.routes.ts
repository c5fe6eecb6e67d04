import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SECURITY_CODE,
  ACCOUNT_SECURITY_EDIT_CODE,
  bindEmailRequest,
  bindPhoneRequest,
  changePasswordRequest,
  changePasswordResponse,
  envelope,
  securityInfo,
  sendSecurityCodeRequest,
  sendSecurityCodeResponse,
} from '@oms/contracts';
import { authOf, ipOf, ok } from '../../lib/reply';

const base = '/api/account-security';
const meta = (summary: string) => ({ tags: ['account-security'], summary });
const read = { permission: ACCOUNT_SECURITY_CODE };
const edit = { permission: ACCOUNT_SECURITY_EDIT_CODE };

/** The account security page: the signed-in user's own phone, e-mail and password. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSecurity } = app.services;

  app.post(
    `${base}/info`,
    {
      config: read,
      schema: {
        ...meta('Account, masked phone and e-mail, when the password last changed'),
        response: { 200: envelope(securityInfo) },
      },
    },
    async (request) => ok(await accountSecurity.info(authOf(request))),
  );

  app.post(
    `${base}/sendCode`,
    {
      config: edit,
      schema: {
        ...meta('Send a binding code to a new phone or e-mail (once a minute, limited per hour)'),
        body: sendSecurityCodeRequest,
        response: { 200: envelope(sendSecurityCodeResponse) },
      },
    },
    async (request) =>
      ok(
        await accountSecurity.sendCode(authOf(request), request.body, {
          ip: ipOf(request),
          language: request.language,
        }),
      ),
  );

  app.post(
    `${base}/bindPhone`,
    {
      config: edit,
      schema: {
        ...meta('Bind or change the phone with the code sent to it'),
        body: bindPhoneRequest,
        response: { 200: envelope(securityInfo) },
      },
    },
    async (request) => ok(await accountSecurity.bindPhone(authOf(request), request.body)),
  );

  app.post(
    `${base}/bindEmail`,
    {
      config: edit,
      schema: {
        ...meta('Bind or change the e-mail with the code sent to it'),
        body: bindEmailRequest,
        response: { 200: envelope(securityInfo) },
      },
    },
    async (request) => ok(await accountSecurity.bindEmail(authOf(request), request.body)),
  );

  app.post(
    `${base}/changePassword`,
    {
      config: edit,
      schema: {
        ...meta('Change the password; every other session of the user ends, this one stays'),
        body: changePasswordRequest,
        response: { 200: envelope(changePasswordResponse) },
      },
    },
    async (request) =>
      ok(
        await accountSecurity.changePassword(authOf(request), request.body, {
          ip: ipOf(request),
          language: request.language,
        }),
      ),
  );
};
