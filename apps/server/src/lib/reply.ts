import type { FastifyRequest } from 'fastify';

/** Client address as Fastify sees it (trustProxy decides whether X-Forwarded-For counts). */
export const ipOf = (request: FastifyRequest) => request.ip;
