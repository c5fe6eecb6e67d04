// Messages of compensation claims (/finance/compensationManage). Spread into the one catalogue of
// ./messages.
export const CLAIM_MESSAGES = {
  'claims.relatedTypeRequired': { zh: '请选择关联单据类型', en: 'Select the type of the related document' },
  'claims.relatedNoRequired': { zh: '请输入关联单号', en: 'Enter the related document number' },
  'claims.relatedNoFormat': {
    zh: '关联单号只能包含英文字母、数字、连字符和点，最多 {{max}} 个字符',
    en: 'The related number may hold letters, digits, hyphens and periods, up to {{max}} characters',
  },
  'claims.relatedNoUnknown': {
    zh: '未找到关联单据 {{number}}',
    en: 'No related document {{number}} was found',
  },
  'claims.claimTypeRequired': { zh: '请选择索赔类型', en: 'Select the claim type' },
  'claims.reasonRequired': { zh: '请输入索赔原因', en: 'Enter the reason for the claim' },
  'claims.reasonTooShort': {
    zh: '索赔原因至少 5 个字符',
    en: 'Describe the reason in at least 5 characters',
  },
  'claims.expectedAmountRequired': { zh: '请输入期望赔付金额', en: 'Enter the expected amount' },
  'claims.actualAmountRequired': { zh: '请输入实际赔付金额', en: 'Enter the actual amount' },
  'claims.amountFormat': {
    zh: '金额必须大于 0，最多两位小数',
    en: 'The amount must be above 0 with at most two decimals',
  },
  'claims.actualAboveExpected': {
    zh: '实际赔付金额 {{actual}} 不能高于期望赔付金额 {{expected}}',
    en: 'The actual amount {{actual}} cannot be above the expected amount {{expected}}',
  },
  'claims.attachmentsMax': { zh: '附件最多 5 个', en: 'Attach at most 5 files' },
  'claims.attachmentInvalid': {
    zh: '附件不存在、不是本公司上传的文件，或不是图片/PDF，请重新上传',
    en: 'An attachment does not exist, was not uploaded by your company, or is not an image or PDF; upload it again',
  },
  'claims.notCancellable': {
    zh: '索赔单已审核或已取消，不能取消',
    en: 'This claim has been decided or cancelled and cannot be cancelled',
  },
  'claims.alreadyDecided': {
    zh: '该索赔单已审核或已取消，不能重复审核',
    en: 'This claim has already been decided or cancelled',
  },
  'claims.todoPassed': {
    zh: '索赔单 {{number}} 已通过，赔付 {{amount}} 已入账',
    en: 'Claim {{number}} passed: {{amount}} credited',
  },
  'claims.todoRejected': {
    zh: '索赔单 {{number}} 被驳回：{{reason}}',
    en: 'Claim {{number}} rejected: {{reason}}',
  },
} as const;
