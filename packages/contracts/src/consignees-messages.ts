import { POSTAL_MESSAGES } from './countries';

// Messages of the consignee address book and the third-party payer accounts (basic information).
// Spread into the one catalogue of ./messages.
export const CONSIGNEE_MESSAGES = {
  'consignees.nameRequired': { zh: '请输入收件人姓名', en: 'Enter the consignee name' },
  'consignees.countryRequired': { zh: '请选择国家/地区', en: 'Select the country or region' },
  'consignees.countryUnknown': {
    zh: '不支持的国家/地区代码',
    en: 'This country or region code is not supported',
  },
  'consignees.stateRequired': {
    zh: '该国家/地区须填写州/省',
    en: 'The state or province is required for this country',
  },
  'consignees.stateUnknown': {
    zh: '请选择该国家/地区的州/省（可填代码或全称，如 CA 或 California）',
    en: 'Pick a state or province of this country (its code or full name, e.g. CA or California)',
  },
  'consignees.cityRequired': { zh: '请输入城市', en: 'Enter the city' },
  'consignees.addressRequired': { zh: '请输入详细地址', en: 'Enter the address' },
  'consignees.postalCodeRequired': {
    zh: '该国家/地区须填写邮编',
    en: 'The postal code is required for this country',
  },
  'consignees.postalCodeChars': {
    zh: '邮编只能包含字母、数字、空格和连字符',
    en: 'The postal code may hold letters, digits, spaces and hyphens',
  },
  ...POSTAL_MESSAGES,
  'consignees.phoneRequired': { zh: '请输入收件人电话', en: 'Enter the consignee phone' },
  'consignees.phoneFormat': {
    zh: '电话为 6 到 20 位数字，可含空格、括号、连字符和开头的 +',
    en: 'The phone has 6 to 20 digits, with optional spaces, brackets, hyphens and a leading +',
  },
  'consignees.phoneInvalid': {
    zh: '不是收件国家/地区的有效电话号码；其他国家的号码请以 + 和国家区号开头',
    en: "Not a valid phone number of the recipient's country; write another country's number with + and its calling code",
  },
  // third-party payment (3RD) payer accounts
  'thirdPay.platformRequired': { zh: '请选择支付平台', en: 'Select the payment platform' },
  'thirdPay.platformNameRequired': {
    zh: '选择“其他”时请填写平台名称',
    en: 'Enter the platform name when the platform is "Other"',
  },
  'thirdPay.accountNameRequired': { zh: '请输入账户名称', en: 'Enter the account name' },
  'thirdPay.accountNumberRequired': { zh: '请输入账号', en: 'Enter the account number' },
  'thirdPay.accountNumberFormat': {
    zh: '账号为 4 到 64 位字母、数字或 @ . _ + -',
    en: 'The account number is 4 to 64 letters, digits or @ . _ + -',
  },
  'thirdPay.paypalEmail': {
    zh: 'PayPal 账号须为邮箱地址',
    en: 'A PayPal account number is its e-mail address',
  },
  'thirdPay.duplicate': {
    zh: '该平台下已存在相同账号',
    en: 'This account number already exists on this platform',
  },
  'thirdPay.inUse': {
    zh: '付款账户“{{name}}”已被充值单使用，不能删除，可停用',
    en: 'The payer account "{{name}}" is used by recharges and cannot be deleted; disable it instead',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
