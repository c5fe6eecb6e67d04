// Messages of the warehouse integration API (/open-api/warehouse) and its operator command. Spread
// into the one catalogue of ./messages.
export const INTEGRATION_MESSAGES = {
  'integration.apiKeyMissing': {
    zh: '缺少 API 密钥，请在请求头 x-api-key 中提供仓库 API 密钥',
    en: 'No API key: send the warehouse API key in the x-api-key header',
  },
  'integration.apiKeyInvalid': {
    zh: 'API 密钥无效或已被吊销',
    en: 'The API key is invalid or has been revoked',
  },
  'integration.customerTokenRefused': {
    zh: '仓库接口不接受客户登录令牌，请使用仓库 API 密钥（x-api-key）',
    en: 'The warehouse API does not accept customer session tokens; use a warehouse API key (x-api-key)',
  },
  'integration.idempotencyKeyMissing': {
    zh: '每个 POST 请求都需要请求头 Idempotency-Key（1–200 个可打印字符）',
    en: 'Every POST needs an Idempotency-Key header (1–200 printable characters)',
  },
  'integration.idempotencyKeyInvalid': {
    zh: '请求头 Idempotency-Key 须为 1–200 个可打印字符（不含空格）',
    en: 'The Idempotency-Key header must be 1–200 printable characters, without spaces',
  },
  'integration.idempotencyMismatch': {
    zh: '该 Idempotency-Key 已用于另一个请求（路径或内容不同），请为新请求使用新的 Idempotency-Key',
    en: 'This Idempotency-Key was already used for a different request (path or body); use a new key for a new request',
  },
  'integration.idempotencyInFlight': {
    zh: '使用该 Idempotency-Key 的请求正在处理中，请稍后重试',
    en: 'A request with this Idempotency-Key is still being processed; retry shortly',
  },
  'integration.companyNotFound': {
    zh: '该客户公司不存在',
    en: 'The customer company does not exist',
  },
  'integration.wrongWarehouse': {
    zh: '该单据属于其他仓库，此 API 密钥无权处理',
    en: 'The document belongs to another warehouse; this API key cannot handle it',
  },
} as const;
