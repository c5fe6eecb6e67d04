// Messages of identity verification (company certification) and warehouse signing. Spread into the
// one catalogue of ./messages.
export const CERTIFICATION_MESSAGES = {
  'certification.companyNameCnRequired': {
    zh: '请输入公司中文名称',
    en: 'Enter the company name in Chinese',
  },
  'certification.companyNameEnRequired': {
    zh: '请输入公司英文名称',
    en: 'Enter the company name in English',
  },
  'certification.companyCodeRequired': { zh: '请输入公司代码', en: 'Enter the company code' },
  'certification.companyCodeTaken': {
    zh: '该公司代码已被其他客户使用',
    en: 'This company code is already used by another customer',
  },
  'certification.addressRequired': { zh: '请输入公司地址', en: 'Enter the company address' },
  'certification.phoneRequired': { zh: '请输入公司电话', en: 'Enter the company phone' },
  'certification.phoneFormat': {
    zh: '电话只能包含数字、空格、括号、连字符和开头的 +',
    en: 'The phone may hold digits, spaces, brackets, hyphens and a leading +',
  },
  'certification.faxFormat': {
    zh: '传真只能包含数字、空格、括号、连字符和开头的 +',
    en: 'The fax may hold digits, spaces, brackets, hyphens and a leading +',
  },
  'certification.contactRequired': { zh: '请输入联系人', en: 'Enter the contact person' },
  'certification.organizationCodeRequired': {
    zh: '请输入组织机构代码',
    en: 'Enter the organization code',
  },
  'certification.organizationCodeFormat': {
    zh: '组织机构代码只能包含大写字母、数字和连字符',
    en: 'The organization code may hold uppercase letters, digits and hyphens',
  },
  'certification.licenseRequired': { zh: '请上传营业执照', en: 'Upload the business license' },
  'certification.fileInvalid': {
    zh: '图片不存在或不是本公司上传的图片，请重新上传',
    en: 'The image does not exist or was not uploaded by your company; upload it again',
  },
  'certification.notEditable': {
    zh: '认证资料审核中或已通过，不能修改',
    en: 'The certification is under review or has passed and cannot be changed',
  },
  'certification.alreadyDecided': {
    zh: '该认证已审核，不能重复审核',
    en: 'This certification has already been decided',
  },
  'certification.rejectReasonRequired': { zh: '请填写驳回原因', en: 'Enter the reason for rejecting' },
  'certification.notPassed': {
    zh: '企业认证尚未通过，请先完成身份认证',
    en: 'Your company certification has not passed yet; complete identity verification first',
  },
  'certification.todoPassed': { zh: '认证已通过', en: 'Certification passed' },
  'certification.todoRejected': { zh: '认证被驳回：{{reason}}', en: 'Certification rejected: {{reason}}' },
  'signing.notApplicable': {
    zh: '该仓库已签约或正在审核，不能再次申请',
    en: 'This warehouse is signed or under review; you cannot apply again',
  },
  'signing.alreadyDecided': {
    zh: '该签约申请已审核，不能重复审核',
    en: 'This signing application has already been decided',
  },
  'signing.notSigned': {
    zh: '尚未与仓库 {{warehouse}} 签约',
    en: 'Your company has not signed with the warehouse {{warehouse}}',
  },
  'signing.todoSigned': { zh: '仓库 {{warehouse}} 签约成功', en: 'Signed with the warehouse {{warehouse}}' },
  'signing.todoRejected': {
    zh: '仓库 {{warehouse}} 签约被驳回：{{reason}}',
    en: 'Signing with the warehouse {{warehouse}} rejected: {{reason}}',
  },
} as const;
