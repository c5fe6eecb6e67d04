import { z } from 'zod';
import { pageRequest, pageResult } from './api';
import { defineFields } from './fields';
import { LIMITS } from './limits';
import { filterDateTime, filterEnum, filterText } from './list';
import { actionCode, definePage } from './page';

// The file management center (/fileManage/list) and uploads. Every file belongs to one company; its
// type is decided by its content (magic bytes), never by its name or the type the browser claims.

export const FILE_CENTER_CODE = 'OMS_FILECENTER';
export const FILE_CENTER_PAGE = definePage(FILE_CENTER_CODE, ['view', 'delete']);
export const FILE_CENTER_VIEW_CODE = actionCode(FILE_CENTER_CODE, 'view');
export const FILE_CENTER_DELETE_CODE = actionCode(FILE_CENTER_CODE, 'delete');
export const DOWNLOADS_CODE = 'OMS_CLIENTDOWNLOAD';
export const DOWNLOADS_PAGE = definePage(DOWNLOADS_CODE, ['view']);
export const DOWNLOADS_VIEW_CODE = actionCode(DOWNLOADS_CODE, 'view');

const MB = 1024 * 1024;

/** Size and row limits of uploads, imports and exports (specification §5, §9). */
export const FILE_LIMITS = {
  imageMaxBytes: LIMITS.imageMaxBytes,
  waybillMaxBytes: LIMITS.waybillImageMaxBytes,
  importMaxMb: 10,
  importMaxBytes: 10 * MB,
  attachmentMaxMb: 10,
  attachmentMaxBytes: 10 * MB,
  /** Data rows one import may hold; every row is checked before any is applied. */
  importMaxRows: 10_000,
  /** Up to this many rows an export answers the file at once; above, it runs as a job. */
  exportSyncMaxRows: 2_000,
  /** Above this many rows an export is refused (`exports.tooMuch`). */
  exportMaxRows: 200_000,
  /** Ids one export of a selection may name. */
  exportMaxIds: 2_000,
  /** Longest original file name kept (characters). */
  nameMax: 200,
} as const;

/** Content types the server recognises by their first and last bytes. */
export const FILE_TYPES = ['jpg', 'png', 'gif', 'pdf', 'xlsx', 'xls'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const MIME_OF: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The name extensions of each type, the usual one first (a stored file is named by its content's type). */
export const FILE_EXTENSIONS: Record<FileType, readonly [string, ...string[]]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  xls: ['xls'],
};

/** What an upload is for; each purpose has its types, size limit and messages. */
export const UPLOAD_PURPOSES = ['image', 'waybill', 'import', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

type PurposeRule = {
  types: readonly FileType[];
  maxBytes: number;
  /** For file pickers (`accept`); the server still checks the content. */
  accept: string;
  typeMessage: 'files.imageType' | 'files.waybillType' | 'files.importType' | 'files.attachmentType';
  sizeMessage:
    'files.imageTooLarge' | 'files.waybillTooLarge' | 'files.importTooLarge' | 'files.attachmentTooLarge';
  sizeParams: Record<string, number>;
};

export const UPLOAD_RULES: Record<UploadPurpose, PurposeRule> = {
  image: {
    types: ['jpg', 'png', 'gif'],
    maxBytes: FILE_LIMITS.imageMaxBytes,
    accept: '.jpg,.jpeg,.png,.gif',
    typeMessage: 'files.imageType',
    sizeMessage: 'files.imageTooLarge',
    sizeParams: { kb: FILE_LIMITS.imageMaxBytes / 1024 },
  },
  waybill: {
    types: ['png'],
    maxBytes: FILE_LIMITS.waybillMaxBytes,
    accept: '.png',
    typeMessage: 'files.waybillType',
    sizeMessage: 'files.waybillTooLarge',
    sizeParams: { mb: FILE_LIMITS.waybillMaxBytes / MB },
  },
  import: {
    types: ['xlsx', 'xls'],
    maxBytes: FILE_LIMITS.importMaxBytes,
    accept: '.xls,.xlsx',
    typeMessage: 'files.importType',
    sizeMessage: 'files.importTooLarge',
    sizeParams: { mb: FILE_LIMITS.importMaxMb },
  },
  attachment: {
    types: ['jpg', 'png', 'gif', 'pdf', 'xlsx', 'xls'],
    maxBytes: FILE_LIMITS.attachmentMaxBytes,
    accept: '.jpg,.jpeg,.png,.gif,.pdf,.xls,.xlsx',
    typeMessage: 'files.attachmentType',
    sizeMessage: 'files.attachmentTooLarge',
    sizeParams: { mb: FILE_LIMITS.attachmentMaxMb },
  },
};

/**
 * Evidence a document carries (a claim's attachments, a recharge's remittance slip): an image or a
 * PDF, uploaded as an `attachment` and checked again by its recognised type when the document names it.
 */
export const EVIDENCE_TYPES = ['jpg', 'png', 'gif', 'pdf'] as const satisfies readonly FileType[];
export const EVIDENCE_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf';
export const isEvidenceMime = (mime: string) => EVIDENCE_TYPES.some((type) => MIME_OF[type] === mime);

/** upload: a user's upload; import: an import's source; export: an export's result; error-file: an import's errors. */
export const FILE_KINDS = ['upload', 'import', 'export', 'error-file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** WRITING: being stored; READY: stored, expires; ATTACHED: used by a document, kept until it is. */
export const FILE_STATUSES = ['WRITING', 'READY', 'ATTACHED'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** Ids travel as decimal strings (bigint keys never lose digits in JavaScript). */
export const fileIdSchema = z
  .string({ error: 'error.validation' })
  .regex(/^[1-9]\d{0,15}$/, { error: 'error.validation' });

export const filesPageRequest = pageRequest.extend({
  kind: filterEnum(FILE_KINDS),
  module: filterText(60),
  name: filterText(100),
  /** Created at or after this instant (the start of the first day the user picked, in their zone). */
  createdFrom: filterDateTime,
  /** Created at or before this instant (the end of the last day picked). */
  createdTo: filterDateTime,
});
export type FilesPageRequest = z.infer<typeof filesPageRequest>;

export const fileRecord = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  module: z.string(),
  mime: z.string(),
  size: z.number().int(),
  status: z.enum(FILE_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the file is deleted automatically; null while a document uses it. */
  expiresAt: z.string().nullable(),
});
export type FileRecord = z.infer<typeof fileRecord>;
export const filesPage = pageResult(fileRecord);

export const filesDeleteRequest = z.object({
  ids: z.array(fileIdSchema).min(1, { error: 'validation.required' }).max(500),
  reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type FilesDeleteRequest = z.infer<typeof filesDeleteRequest>;
export const filesDeleteResponse = z.object({ deleted: z.number().int() });

/**
 * The names of the modules files belong to, as the file center and the template list show them: the
 * upload purposes and every module whose exports and imports write files (their definitions take
 * a `FileModule`, so a new one cannot go unnamed).
 */
export const FILE_MODULE_LABELS = defineFields({
  image: { zh: '图片', en: 'Images' },
  waybill: { zh: '面单', en: 'Waybills' },
  import: { zh: '导入', en: 'Imports' },
  attachment: { zh: '附件', en: 'Attachments' },
  'sub-accounts': { zh: '账号管理', en: 'Accounts' },
  roles: { zh: '角色管理', en: 'Roles' },
  certification: { zh: '身份认证', en: 'Identity verification' },
  signing: { zh: '签约仓库', en: 'Signed warehouses' },
  products: { zh: '产品管理', en: 'Products' },
  brands: { zh: '品牌管理', en: 'Brands' },
  combinations: { zh: '组合管理', en: 'Combinations' },
  consignees: { zh: '收件人管理', en: 'Consignees' },
  'third-pay': { zh: '第三方支付管理', en: 'Third-party payment' },
  stores: { zh: '店铺管理', en: 'Stores' },
  statements: { zh: '月度账单', en: 'Monthly statements' },
  recharges: { zh: '充值', en: 'Recharges' },
  fees: { zh: '费用查询', en: 'Fee inquiry' },
  claims: { zh: '索赔管理', en: 'Claims' },
  'inbound-orders': { zh: '入库单', en: 'Inbound orders' },
  inventory: { zh: '库存管理', en: 'Inventory' },
  'over-receipts': { zh: '入库超收', en: 'Inbound over-receipts' },
  containers: { zh: '海柜追踪', en: 'Container tracking' },
  reservations: { zh: '入库预约', en: 'Inbound reservations' },
  'outbound-orders': { zh: '出库单', en: 'Outbound orders' },
  shipments: { zh: '货件管理', en: 'Shipments' },
  'relabel-orders': { zh: '换标单', en: 'Relabel orders' },
  'return-orders': { zh: '退货单', en: 'Returns' },
  'vas-orders': { zh: '增值服务', en: 'Value-added services' },
});
export type FileModule = keyof typeof FILE_MODULE_LABELS;
/** A module's name in `language`; a module without one (a client's own upload module) as it is. */
export const fileModuleLabel = (module: string, language: 'zh' | 'en') =>
  (FILE_MODULE_LABELS as Record<string, { zh: string; en: string }>)[module]?.[language] ?? module;

/** The modules the company's files belong to (the file center's module filter). */
export const fileModulesResponse = z.array(z.string());

export const uploadQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  /** The module the upload is for (the file center shows it); the purpose when absent. */
  module: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'error.validation' })
    .optional(),
});
export const downloadQuery = z.object({ id: fileIdSchema });
