// Business constants and limits of specification §9, one place for the server and the forms.
export const LIMITS = {
  mobileBreakpointPx: 992,
  notificationPageSize: 4,
  announcementPreviewChars: 22,
  todoPopupItems: 2,
  wsPingMs: 30_000,
  wsReconnectMs: 2_000,
  requestTimeoutMs: 120_000,
  chunkTimeoutMs: 120_000,
  passwordMin: 8,
  passwordMax: 15,
  imageMaxBytes: 500 * 1024,
  productImagesMin: 3,
  productImagesMax: 5,
  productPiecesMax: 100_000,
  waybillImageMaxBytes: 6 * 1024 * 1024,
  orderNoMax: 30,
  /** The top bar's search: fewer characters match too much, and the trigram indexes need three. */
  searchKeywordMin: 3,
  badgeMax: 99,
  debounceMs: 500,
  skuMaxLength: 30,
  bizCodeMaxLength: 20,
  defaultMaxLength: 3000,
  /** Registration phone numbers have this fixed digit count (mainland China mobile). */
  phoneDigits: 11,
  verifyCodeDigits: 6,
  verifyCodeTtlSeconds: 10 * 60,
  verifyCodeResendSeconds: 60,
  verifyCodePerTargetPerHour: 5,
  verifyCodePerAddressPerHour: 20,
  verifyCodeMaxAttempts: 5,
  captchaTtlSeconds: 5 * 60,
  accountNameMin: 4,
  accountNameMax: 30,
  companyNameMax: 100,
  /** Arrays and objects nested in a request's input: no call takes more than a few levels. */
  inputDepthMax: 32,
} as const;

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
