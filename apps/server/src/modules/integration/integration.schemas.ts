import { z } from 'zod';
import { envelope, errorEnvelope, idempotencyKeySchema, INTEGRATION_LIMITS } from '@oms/contracts';

// Route schema pieces every integration route shares (documentation and validation in one place).

const idempotencyKeyHeader = z
  .string({ error: 'integration.idempotencyKeyMissing' })
  .min(1, { error: 'integration.idempotencyKeyMissing' })
  .max(INTEGRATION_LIMITS.idempotencyKeyMax, { error: 'integration.idempotencyKeyMissing' })
  .pipe(idempotencyKeySchema)
  .describe('Unique per request; a repeat with the same key answers the first answer again');

/** Every POST: the Idempotency-Key header (other headers pass through untouched). */
export const postHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyHeader });

const errorsOf = {
  401: errorEnvelope.describe('No API key, an unknown or revoked one, or a customer token'),
  404: errorEnvelope.describe('Not found in the tenant of the key'),
  422: errorEnvelope.describe('Validation failed; data.issues names the fields'),
};

/** The responses of a read call. */
export const readResponses = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...errorsOf });

/** The responses of a write call: also 409 (state or in-flight repeat) and the mismatch 422. */
export const writeResponses = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  ...errorsOf,
  409: errorEnvelope.describe(
    'The document is not in a state that allows this, or the same key is still running',
  ),
});

/** A signing of another warehouse of the tenant. */
export const forbiddenResponse = {
  403: errorEnvelope.describe("The document belongs to another of the tenant's warehouses"),
};

export const meta = (tag: string, summary: string) => ({
  tags: [tag],
  summary,
  security: [{ apiKey: [] }],
});
