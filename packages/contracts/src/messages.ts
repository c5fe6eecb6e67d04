import { DOMAIN_MESSAGES } from './domain-messages';

// Messages that both the server (error envelopes) and the web (form validation) show. One catalog,
// keyed by a stable message key; the web loads it as its `messages` i18n namespace.
export const MESSAGES = {
  // generic (specification §8 default texts)
  'error.unauthorized': {
    zh: '认证失败，无法访问系统资源',
    en: 'Authentication failed, cannot access system resources',
  },
  'error.forbidden': { zh: '当前操作没有权限', en: 'No permission for this operation' },
  'error.notFound': { zh: '访问资源不存在', en: 'Resource not found' },
  'error.unknown': {
    zh: '系统未知错误，请反馈给管理员',
    en: 'Unknown system error, please report to the administrator',
  },
  'error.insufficientPermissions': {
    zh: '权限不足，请联系管理员',
    en: 'Insufficient permissions, please contact the administrator',
  },
  'error.validation': { zh: '提交的数据不正确', en: 'The submitted data is not valid' },
  'error.bodyTooLarge': { zh: '请求内容过大', en: 'The request is too large' },
  'error.tooManyRequests': {
    zh: '操作过于频繁，请稍后再试',
    en: 'Too many attempts, please try again later',
  },
  'error.headerMismatch': {
    zh: '请求头中的租户或公司与登录信息不一致',
    en: 'The tenant or company in the request headers does not match the session',
  },
  'error.loginExpired': {
    zh: '登录状态已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'error.loggedInElsewhere': {
    zh: '您的账号已在其他电脑登录，如非本人操作请及时修改密码',
    en: 'Your account has signed in on another computer. If it was not you, change your password',
  },
  // auth
  'auth.loginFailed': {
    zh: '账号或密码错误，登录失败请重试',
    en: 'Wrong account or password, login failed, try again',
  },
  'auth.accountDisabled': {
    zh: '账号已被停用，请联系管理员',
    en: 'This account is disabled, contact the administrator',
  },
  'auth.captchaWrong': { zh: '验证码不正确', en: 'The verification code is incorrect' },
  'auth.captchaExpired': { zh: '验证码已过期，请刷新', en: 'The verification code has expired, refresh it' },
  'auth.captchaRequired': { zh: '请输入验证码', en: 'Enter the verification code' },
  'auth.throttled': {
    zh: '登录失败次数过多，请 {{minutes}} 分钟后再试',
    en: 'Too many failed sign-ins, try again in {{minutes}} minutes',
  },
  'auth.verifyCodeWrong': { zh: '验证码不正确', en: 'The verification code is incorrect' },
  'auth.verifyCodeExpired': {
    zh: '验证码已过期，请重新获取',
    en: 'The verification code has expired, request a new one',
  },
  'auth.sendCodeFailed': { zh: '发送验证码失败', en: 'Failed to send the verification code' },
  'auth.sendCodeTooSoon': {
    zh: '发送过于频繁，请 {{seconds}} 秒后再试',
    en: 'Sent too often, try again in {{seconds}} seconds',
  },
  'auth.sendCodeLimit': {
    zh: '验证码发送次数已达上限，请稍后再试',
    en: 'Too many codes were sent, try again later',
  },
  'auth.accountTaken': { zh: '该账号已被注册', en: 'This account name is already taken' },
  'auth.phoneTaken': { zh: '该手机号已被注册', en: 'This phone number is already registered' },
  'auth.emailTaken': { zh: '该邮箱已被注册', en: 'This e-mail is already registered' },
  'auth.commonPassword': {
    zh: '密码过于常见，请换一个更安全的密码',
    en: 'This password is too common, choose a safer one',
  },
  'auth.regSuccess': { zh: '注册成功，请登录', en: 'Registered, please sign in' },
  'auth.codeSent': { zh: '验证码已发送', en: 'The verification code was sent' },
  'auth.codeMessageSubject': { zh: '注册验证码', en: 'Your registration code' },
  'auth.codeMessageBody': {
    zh: '您的注册验证码为 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略本消息。',
    en: 'Your registration code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  },
  // accounts
  'accounts.roleNameTaken': { zh: '角色名称已存在', en: 'A role with this name already exists' },
  'accounts.unknownPermission': { zh: '未知的权限编码：{{code}}', en: 'Unknown permission code: {{code}}' },
  // account security
  'security.oldPasswordWrong': { zh: '原密码不正确', en: 'The current password is incorrect' },
  'security.samePassword': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  'security.phoneBound': {
    zh: '该手机号已绑定其他账号',
    en: 'This phone number is already bound to another account',
  },
  'security.emailBound': {
    zh: '该邮箱已绑定其他账号',
    en: 'This e-mail is already bound to another account',
  },
  'security.phoneUnchanged': {
    zh: '该手机号已绑定当前账号',
    en: 'This phone number is already bound to your account',
  },
  'security.emailUnchanged': {
    zh: '该邮箱已绑定当前账号',
    en: 'This e-mail is already bound to your account',
  },
  'security.codeMessageSubject': { zh: '账号绑定验证码', en: 'Your account binding code' },
  'security.codeMessageBody': {
    zh: '您正在为账号 {{account}} 绑定手机号或邮箱，验证码为 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略本消息。',
    en: 'Your code to bind this phone or e-mail to the account {{account}} is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  },
  // validation (specification §5)
  'validation.required': { zh: '此项为必填项', en: 'This field is required' },
  'validation.userNameRequired': { zh: '请输入姓名', en: 'Enter the name' },
  'validation.accountNameRequired': { zh: '请输入账号', en: 'Enter the account' },
  'validation.accountNameFormat': {
    zh: '账号为 4 到 30 位字母、数字、点、下划线或连字符',
    en: 'The account is 4 to 30 letters, digits, dots, underscores or hyphens',
  },
  'validation.passwordRequired': { zh: '请输入密码', en: 'Enter the password' },
  'validation.passwordRule': {
    zh: '密码为 8 到 15 位，须包含数字、字母和特殊符号 @#$%&*!',
    en: 'The password is 8 to 15 characters with digits, letters and one of @#$%&*!',
  },
  'validation.oldPasswordRequired': { zh: '请输入原密码', en: 'Enter the current password' },
  'validation.confirmPasswordRequired': { zh: '请再次输入新密码', en: 'Enter the new password again' },
  'validation.passwordMismatch': {
    zh: '两次输入的密码不一致，请重新输入',
    en: 'The two passwords are inconsistent, please re-enter',
  },
  'validation.phoneRequired': { zh: '请输入手机号', en: 'Enter the phone number' },
  'validation.phoneFormat': { zh: '请输入 {{digits}} 位手机号', en: 'Enter a {{digits}}-digit phone number' },
  'validation.emailRequired': { zh: '请输入邮箱', en: 'Enter the e-mail' },
  'validation.emailFormat': { zh: '邮箱格式不正确', en: 'The e-mail format is incorrect' },
  'validation.verifyCodeRequired': { zh: '请输入验证码', en: 'Enter the verification code' },
  'validation.verifyCodeFormat': { zh: '验证码为 6 位数字', en: 'The verification code is 6 digits' },
  'validation.termsRequired': { zh: '请阅读并勾选服务条款', en: 'Read and accept the terms of service' },
  'validation.companyNameRequired': { zh: '请输入公司名称', en: 'Enter the company name' },
  'validation.amountRequired': { zh: '请输入金额', en: 'Enter the amount' },
  'validation.amountPositive': {
    zh: '金额须大于 0，最多两位小数',
    en: 'The amount must be above 0, with at most 2 decimals',
  },
  'validation.amountNonNegative': {
    zh: '金额不能小于 0，最多两位小数',
    en: 'The amount must be 0 or more, with at most 2 decimals',
  },
  'validation.tooLong': { zh: '最多 {{max}} 个字符', en: 'At most {{max}} characters' },
  'validation.nulCharacter': {
    zh: '不能包含空字符（U+0000）',
    en: 'Must not contain the NUL character (U+0000)',
  },
  'validation.tooDeep': {
    zh: '提交的数据嵌套过深（最多 {{max}} 层）',
    en: 'The data is nested too deeply (at most {{max}} levels)',
  },
  'validation.url': { zh: '请输入合法的网址', en: 'Enter a legal URL' },
  'validation.orderNo': {
    zh: '只能包含英文字母、数字、连字符和点，最多 {{max}} 位',
    en: 'Only English letters, digits, hyphens and periods, up to {{max}} characters',
  },
  'validation.code': {
    zh: '只能包含大写字母、数字和连字符',
    en: 'Only uppercase letters, digits and hyphens',
  },
  // lists (the list framework and the column configuration of specification §2, §5)
  'list.unknownSort': { zh: '不支持该排序字段', en: 'Sorting by this field is not supported' },
  'list.badCursor': {
    zh: '分页游标无效，请从第一页重新查询',
    en: 'The page cursor is invalid, start from page one',
  },
  'list.selectRows': { zh: '请先选择数据', en: 'Select rows first' },
  'list.deleteReasonRequired': { zh: '请填写删除原因', en: 'Enter the reason for deleting' },
  'list.noVisibleSearchItem': { zh: '至少保留一个可见的搜索项', en: 'Keep at least one search item visible' },
  'list.noVisibleColumn': { zh: '至少保留一个可见的字段', en: 'Keep at least one field visible' },
  'list.tooManyFixed': { zh: '固定列最多 {{max}} 个', en: 'At most {{max}} columns can be fixed' },
  'list.duplicateItem': { zh: '列配置中有重复的项', en: 'The column configuration has a duplicate item' },
  // account management (sub-accounts)
  'subAccounts.mainAccountProtected': {
    zh: '主账号不能被停用、删除或修改',
    en: 'The main account cannot be disabled, deleted or edited',
  },
  'subAccounts.selfProtected': {
    zh: '不能在此修改、停用自己的账号或重置自己的密码，请前往账号安全',
    en: 'You cannot edit, disable or reset the password of your own account here; use Account security',
  },
  'subAccounts.roleRequired': { zh: '请选择角色', en: 'Select a role' },
  'subAccounts.roleNotFound': { zh: '角色不存在', en: 'The role does not exist' },
  // roles
  'roles.nameRequired': { zh: '请输入角色名称', en: 'Enter the role name' },
  'roles.permissionsRequired': { zh: '请至少选择一个权限', en: 'Choose at least one permission' },
  'roles.unknownPermission': { zh: '包含无效的权限编码', en: 'The permissions include an unknown code' },
  'roles.inUse': {
    zh: '角色“{{name}}”正被 {{count}} 个账号使用，不能删除；请先为这些账号更换角色',
    en: 'The role "{{name}}" cannot be deleted while accounts hold it (accounts: {{count}}); give them another role first',
  },
  'roles.ownRole': {
    zh: '不能修改或删除自己所属的角色',
    en: 'You cannot change or delete the role you hold yourself',
  },
  'roles.cannotGrant': {
    zh: '不能授予自己没有的权限：{{code}}',
    en: 'You cannot grant a permission you do not hold: {{code}}',
  },
  // homepage (statistics names)
  'homepage.openTodos': { zh: '待处理事项', en: 'Open to-dos' },
  'homepage.todosRaised': { zh: '新增待办', en: 'To-dos raised' },
  'homepage.inboundCreated': { zh: '新建入库单', en: 'Inbound orders created' },
  'homepage.outboundShipped': { zh: '出库单发货', en: 'Outbound orders shipped' },
  'homepage.stockReceived': { zh: '上架件数', en: 'Pieces put away' },
  'homepage.stockAvailable': { zh: '可用库存（件）', en: 'Available stock (pcs)' },
  'homepage.todosDone': { zh: '已处理待办', en: 'To-dos done' },
  ...DOMAIN_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

/** Fills `{{name}}` placeholders; used by the server (the web uses i18next with the same syntax). */
export const formatMessage = (
  key: MessageKey,
  language: 'zh' | 'en',
  params: Record<string, string | number> = {},
): string =>
  MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));

/**
 * A text the server stores for the customer without a language (a ledger note, a reason the system
 * gives) is a message key, read in the reader's language with `params` (usually the row's own fields);
 * any other text is shown as it was written.
 */
export const storedText = (
  text: string,
  language: 'zh' | 'en',
  params: Record<string, string | number> = {},
): string => (isMessageKey(text) ? formatMessage(text, language, params) : text);

/** A text in both languages, for what is stored once and read in either (to-do titles). */
export type LocalizedText = { zh: string; en: string };

/** One message in both languages with the same parameters. */
export const formatBoth = (key: MessageKey, params: Record<string, string | number> = {}): LocalizedText => ({
  zh: formatMessage(key, 'zh', params),
  en: formatMessage(key, 'en', params),
});

/** A text made in each language (a message whose parameters are read in that language too). */
export const bothLanguages = (text: (language: 'zh' | 'en') => string): LocalizedText => ({
  zh: text('zh'),
  en: text('en'),
});

/** Messages split by language, in the shape an i18n resource bundle wants. */
export const messagesFor = (language: 'zh' | 'en'): Record<string, string> =>
  Object.fromEntries(Object.entries(MESSAGES).map(([k, v]) => [k, v[language]]));
