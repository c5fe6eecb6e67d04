import type { Language } from './limits';

/** One label in both portal languages. */
export type Bilingual = { zh: string; en: string };

/**
 * A catalogue of labels (fields or enum values) keyed by name. The keys stay literal so the web's
 * typed `t('fields.name')` and the server's `BRAND_FIELDS.name` both fail to compile on a typo.
 */
export const defineFields = <K extends string>(fields: { [P in K]: Bilingual }): { [P in K]: Bilingual } =>
  fields;

/** A catalogue's texts in one language: the shape of an i18next namespace block. */
export const toLanguage = <K extends string>(
  catalogue: { [P in K]: Bilingual },
  language: Language,
): { [P in K]: string } =>
  Object.fromEntries(Object.entries<Bilingual>(catalogue).map(([key, label]) => [key, label[language]])) as {
    [P in K]: string;
  };

/** A label with text appended in both languages, e.g. a unit (` (cm)`) on a generated column. */
export const withSuffix = (label: Bilingual, suffix: string | Bilingual): Bilingual => {
  const tail = typeof suffix === 'string' ? { zh: suffix, en: suffix } : suffix;
  return { zh: `${label.zh}${tail.zh}`, en: `${label.en}${tail.en}` };
};

/** An import template's header for a column that must be filled: marked by a trailing `*`. */
export const requiredHeader = (label: Bilingual): Bilingual => withSuffix(label, '*');

/** The fields most lists share; a domain catalogue spreads the ones its list shows. */
export const COMMON_FIELDS = defineFields({
  createdBy: { zh: '创建人', en: 'Created by' },
  updatedBy: { zh: '更新人', en: 'Updated by' },
  createdAt: { zh: '创建时间', en: 'Created' },
  updatedAt: { zh: '更新时间', en: 'Updated' },
  remark: { zh: '备注', en: 'Remark' },
  status: { zh: '状态', en: 'Status' },
  deleteReason: { zh: '删除原因', en: 'Reason for deleting' },
  rejectReason: { zh: '驳回原因', en: 'Reject reason' },
});

export type CommonField = keyof typeof COMMON_FIELDS;

/**
 * The named common fields, in the order given, to spread into a domain catalogue:
 * `...commonFields('remark', 'createdAt', 'updatedAt')`. The keys stay literal like the catalogue's own.
 */
export const commonFields = <const K extends CommonField>(...keys: K[]): Pick<typeof COMMON_FIELDS, K> =>
  Object.fromEntries(keys.map((key) => [key, COMMON_FIELDS[key]])) as Pick<typeof COMMON_FIELDS, K>;

/** The on/off state of accounts, payer accounts and stores. */
export const ENABLED_STATUS_LABELS = defineFields({
  ENABLED: { zh: '启用', en: 'Enabled' },
  DISABLED: { zh: '停用', en: 'Disabled' },
});
