import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatMessage, isMessageKey, MESSAGE_PARAMS, RESULT_CODE, type MessageKey } from '@oms/contracts';
import { AppError } from '../lib/errors';
import { parseLanguage } from '../lib/language';

/**
 * A zod issue's message is a message key; its bounds fill `{{max}}` / `{{min}}`. A schema without its
 * own key gives zod's English default ("Invalid option: expected one of …"), which a user of either
 * language should not read: the generic translated message stands for it (the issue keeps its field).
 */
const translate = (raw: string, language: 'zh' | 'en', issue: Record<string, unknown> = {}): string => {
  if (!isMessageKey(raw)) return formatMessage('error.validation', language);
  const bounds: Record<string, number> = {};
  if (typeof issue.maximum === 'number') bounds.max = issue.maximum;
  if (typeof issue.minimum === 'number') bounds.min = issue.minimum;
  const fixed = (MESSAGE_PARAMS as Record<string, Record<string, number>>)[raw] ?? {};
  return formatMessage(raw as MessageKey, language, { ...bounds, ...fixed });
};

/** One handler maps every failure to the `{ code, message, data }` envelope, in the caller's language. */
export const errorsPlugin = fp(async (app) => {
  app.decorateRequest('language', 'zh');
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language);
  });

  // One not-found handler: portal routes get index.html (history fallback), the rest the envelope.
  app.setNotFoundHandler(async (request, reply) => {
    const html = app.spaIndex?.(request.method, request.url, request.headers.cookie);
    if (html)
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    const language = parseLanguage(request.headers.language);
    return reply
      .status(404)
      .send({ code: RESULT_CODE.notFound, message: formatMessage('error.notFound', language), data: null });
  });

  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply) => {
    const language = request.language ?? parseLanguage(request.headers.language);
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        code: error.code,
        message: formatMessage(error.messageKey, language, error.params),
        data: error.data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: translate(v.message ?? 'error.validation', language, v.params),
      }));
      return reply.status(422).send({
        code: RESULT_CODE.validation,
        message: issues[0]?.message ?? formatMessage('error.validation', language),
        data: { issues },
      });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        code: RESULT_CODE.tooLarge,
        message: formatMessage('error.bodyTooLarge', language),
        data: null,
      });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({
        code: RESULT_CODE.badRequest,
        message: formatMessage('error.validation', language),
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: RESULT_CODE.internal, message: formatMessage('error.unknown', language), data: null });
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    language: 'zh' | 'en';
  }
}
