import { RESULT_CODE } from '@oms/contracts';
import type { FastifyRequest } from 'fastify';
import { errors } from './errors';
import type { AuthContext } from '../modules/auth/sessions.service';

/** The success envelope. */
export const ok = <T>(data: T) => ({ code: RESULT_CODE.ok, message: 'success', data });

/** The session context of a route that declared a permission (never null there). */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw errors.unauthorized();
  return request.auth;
};

/** Client address as Fastify sees it (trustProxy decides whether X-Forwarded-For counts). */
export const ipOf = (request: FastifyRequest) => request.ip;
