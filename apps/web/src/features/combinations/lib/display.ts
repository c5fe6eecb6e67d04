import type { ProductStatus } from '@oms/contracts';
import { ApiError } from '../../../shared/api/client';

export const NS = 'combinations';
export const MANAGE_PATH = '/basic/combinationManage';
export const detailPath = (id: string) => `/basic/combinationDetail?id=${encodeURIComponent(id)}`;

export const PRODUCT_STATUS_COLOR: Record<ProductStatus, string> = {
  TO_BE_SUBMITTED: 'default',
  UNDER_REVIEW: 'processing',
  PASSED: 'success',
  REJECTED: 'error',
};

/** The server's message (already in the user's language), or a fallback. */
export const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * The form field a server answer blames, as an antd name path: `name`, `remark`, `components`, or a
 * line's `components.<i>.productId|ratio` → ['components', i, 'productId'].
 */
export type FormFieldPath =
  ['name' | 'remark' | 'components'] | ['components', number, 'productId' | 'ratio'];
export const fieldPathOfError = (err: unknown): FormFieldPath | null => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const data = err.data as { field?: unknown; issues?: { field?: unknown }[] };
  const field = data.field ?? data.issues?.[0]?.field;
  if (typeof field !== 'string') return null;
  if (field === 'name' || field === 'remark' || field === 'components') return [field];
  const line = /^components\.(\d+)\.(productId|ratio)$/.exec(field);
  return line ? ['components', Number(line[1]), line[2] as 'productId' | 'ratio'] : null;
};
