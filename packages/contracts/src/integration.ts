import { z } from 'zod';
import { certificationReviewFields, rejectReasonSchema } from './certification';
import { isoDateTime, todoRelateType } from './homepage';
import { idSchema, operationRecord } from './list';
import { requiredText } from './validation';

// The warehouse integration API (PRODUCT.md §1, §3): what the operator's WMS, staff tools and the
// simulator call under /open-api/warehouse, authenticated by a per-warehouse API key in `x-api-key`.
// Every POST carries an `Idempotency-Key`; a repeat answers the first answer again.

export const INTEGRATION_DOCS = '/open-api/docs';

export const INTEGRATION_HEADER = {
  apiKey: 'x-api-key',
  idempotencyKey: 'idempotency-key',
  /** Set on an answer that repeats a stored one. */
  replayed: 'idempotent-replayed',
} as const;

/** Every key starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'omsw_';

export const INTEGRATION_LIMITS = {
  keyNameMax: 50,
  idempotencyKeyMax: 200,
  /** A stored answer is replayed for this long; afterwards the key may be used again. */
  idempotencyTtlHours: 24,
  titleMax: 200,
  labelMax: 50,
  /** Rich text of an announcement or a version note, before sanitising. */
  contentMax: 100_000,
  todoStatusMax: 50,
  todoDescMax: 100,
  documentNoMax: 64,
} as const;

/** An idempotency key: printable ASCII without spaces (a UUID, or `<system>-<document>-<action>`). */
/** What an Idempotency-Key may hold: printable ASCII, no spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(INTEGRATION_LIMITS.idempotencyKeyMax)
  .regex(IDEMPOTENCY_KEY_PATTERN);

const text = (max: number) => requiredText('validation.required', max);

export const integrationIdParams = z.object({ id: idSchema });

export const whoami = z.object({
  keyId: z.string(),
  keyName: z.string(),
  tenant: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  warehouse: z.object({ id: z.string(), code: z.string(), nameZh: z.string(), nameEn: z.string() }),
});
export type Whoami = z.infer<typeof whoami>;

// ---- certification and signing (what waits for the warehouse) ----

export const pendingCertification = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  submittedAt: isoDateTime,
});
export type PendingCertification = z.infer<typeof pendingCertification>;

export const pendingSigning = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  warehouseCode: z.string(),
  appliedAt: isoDateTime,
});
export type PendingSigning = z.infer<typeof pendingSigning>;

/** The profile images of a certification, each downloadable under `path` (relative to the API base). */
export const CERTIFICATION_IMAGE_FIELDS = ['logoFileId', 'licenseFileId'] as const;

/** One certification as the warehouse reviews it (ids as strings, like every id on the wire). */
export const certificationReview = z.object({
  id: z.string(),
  companyId: z.string(),
  ...certificationReviewFields,
  decidedBy: z.string().nullable(),
  images: z.array(
    z.object({ field: z.enum(CERTIFICATION_IMAGE_FIELDS), fileId: z.string(), path: z.string() }),
  ),
  operations: z.array(operationRecord),
});
export type CertificationReview = z.infer<typeof certificationReview>;

/** One file of a document the warehouse reads (the document's id, the file's id). */
export const documentFileParams = z.object({ id: idSchema, fileId: idSchema });

/** An approval needs no body (an empty object is fine too). */
export const approveRequest = z.object({}).nullish();

export const rejectRequest = z.object({ reason: rejectReasonSchema });
export type RejectRequest = z.infer<typeof rejectRequest>;

/** What a decision answers: the document and its new state. */
export const decisionResult = z.object({ id: z.string(), status: z.string() });
export type DecisionResult = z.infer<typeof decisionResult>;

// ---- announcements, version notes, to-dos ----

export const ANNOUNCEMENT_POSITIONS = ['NONE', 'TOP', 'RIGHT'] as const;

const label = z.string().trim().max(INTEGRATION_LIMITS.labelMax, { error: 'validation.tooLong' }).optional();

/**
 * An announcement in Chinese (`title`, `label`, `content`) and in English (`titleEn`, `labelEn`,
 * `contentEn`): each reader reads their language's, the Chinese where the English is missing.
 */
export const publishAnnouncementRequest = z.object({
  title: text(INTEGRATION_LIMITS.titleMax),
  titleEn: text(INTEGRATION_LIMITS.titleMax).optional(),
  label,
  labelEn: label,
  /** Rich text (HTML); sanitised before it is stored. */
  content: text(INTEGRATION_LIMITS.contentMax),
  contentEn: text(INTEGRATION_LIMITS.contentMax).optional(),
  /** NONE: the bell list only; TOP: also the marquee; RIGHT: also the popup notice. */
  position: z.enum(ANNOUNCEMENT_POSITIONS).default('NONE'),
  /** When it counts as published (default: now). */
  announceDate: z.iso.datetime({ offset: true }).optional(),
});
export type PublishAnnouncementRequest = z.infer<typeof publishAnnouncementRequest>;

export const publishVersionRequest = publishAnnouncementRequest.omit({ position: true });
export type PublishVersionRequest = z.infer<typeof publishVersionRequest>;

export const createdResult = z.object({ id: z.string() });
export type CreatedResult = z.infer<typeof createdResult>;

/** A to-do for one company of the key's tenant; it reaches the company's open pages at once. */
export const raiseTodoRequest = z.object({
  companyId: idSchema,
  relateType: todoRelateType,
  /** The document's status code (the to-do link carries it as the route parameter). */
  status: text(INTEGRATION_LIMITS.todoStatusMax),
  statusDescZh: text(INTEGRATION_LIMITS.todoDescMax),
  statusDescEn: text(INTEGRATION_LIMITS.todoDescMax),
  /** What waits, in Chinese (and in English when `titleEn` is missing). */
  title: text(INTEGRATION_LIMITS.titleMax),
  /** What waits, in English. */
  titleEn: text(INTEGRATION_LIMITS.titleMax).optional(),
  documentNo: z.string().trim().max(INTEGRATION_LIMITS.documentNoMax).optional(),
});
export type RaiseTodoRequest = z.infer<typeof raiseTodoRequest>;
