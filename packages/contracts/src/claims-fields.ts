import { commonFields, defineFields } from './fields';

/** The claims' labels: columns, form, detail and export. */
export const CLAIM_FIELDS = defineFields({
  claimNo: { zh: '索赔单号', en: 'Claim number' },
  relatedType: { zh: '关联单据类型', en: 'Related document type' },
  relatedNo: { zh: '关联单号', en: 'Related document number' },
  claimType: { zh: '索赔类型', en: 'Claim type' },
  reason: { zh: '索赔原因', en: 'Reason' },
  expectedAmount: { zh: '期望赔付金额', en: 'Expected amount' },
  actualAmount: { zh: '实际赔付金额', en: 'Actual amount' },
  currency: { zh: '币种账户', en: 'Currency account' },
  attachments: { zh: '附件', en: 'Attachments' },
  decidedAt: { zh: '审核时间', en: 'Reviewed' },
  ...commonFields('status', 'rejectReason', 'createdBy', 'createdAt', 'updatedAt'),
});
