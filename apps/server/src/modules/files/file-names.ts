import type { FastifyReply } from 'fastify';
import { FILE_EXTENSIONS, FILE_LIMITS, type FileType } from '@oms/contracts';

/**
 * A name safe to show and to send back in Content-Disposition: the last path segment only, without
 * control or reserved characters, at most FILE_LIMITS.nameMax characters (the extension kept). The name
 * is never used as a path: storage keys are the server's own.
 */
export const sanitizeFileName = (raw: string | undefined, fallback = 'file'): string => {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= FILE_LIMITS.nameMax) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, FILE_LIMITS.nameMax - ext.length) + ext;
};

/**
 * A (sanitised) name that says what the content is: kept when its extension is one of `type`'s (any
 * case), else the extension replaced, or added, by the type's usual one ("slip.pdf" of a PNG is
 * "slip.png"), so that whoever downloads it opens it with the right program.
 */
export const nameByType = (name: string, type: FileType): string => {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const extensions = FILE_EXTENSIONS[type];
  if (extensions.includes(ext)) return name;
  return sanitizeFileName(`${dot > 0 ? name.slice(0, dot) : name}.${extensions[0]}`);
};

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266): every browser gets a name. */
export const contentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Answers a stored file as a download (its type, size and name; private, never cached). */
export const sendFile = (
  reply: FastifyReply,
  file: { mime: string; size: number; name: string },
  content: unknown,
) =>
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .send(content);

const pad = (n: number) => String(n).padStart(2, '0');

/** `子账号-20260102-030405.xlsx`: a generated file's name, with the time it was made (UTC). */
export const stampedName = (base: string, ext: string, at = new Date()): string => {
  const stamp =
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return sanitizeFileName(`${base}-${stamp}.${ext}`);
};
