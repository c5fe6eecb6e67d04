import type { FastifyRequest } from 'fastify';
import { RESULT_CODE } from '@oms/contracts';
import { AppError, errors } from '../../lib/errors';

/** The file part of a multipart request (the first one), read with a size limit just above `maxBytes`. */
export const filePart = async (request: FastifyRequest, maxBytes: number) => {
  // A body that is not multipart as its header says (no boundary, no parts) is the client's mistake.
  const part = await request
    .file({ limits: { fileSize: maxBytes + 1, files: 1 } })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError(RESULT_CODE.badRequest, 'files.malformedUpload');
    });
  if (!part) throw errors.invalid('files.noFile');
  return part;
};

/** A field sent before the file in the same multipart request. */
export const fieldBefore = (part: { fields: Record<string, unknown> }, name: string): string | undefined => {
  const field = part.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  if (one && typeof one === 'object' && 'value' in one && typeof one.value === 'string') return one.value;
  return undefined;
};
