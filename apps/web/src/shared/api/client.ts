import { HEADER, LIMITS, RESULT_CODE } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { runtimeConfig } from '@/shared/lib/runtime-config';
import { useSession } from '@/shared/stores/session-store';
import { useAppStore } from '@/shared/stores/app-store';
import { feedback } from '@/shared/ui/feedback';

/** A business failure: the body code and the server's translated message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status = 0,
  ) {
    super(message);
  }
}

type Envelope<T> = { code?: number; message?: string; data: T };

let loggingOut = false;
let networkToastOpen = false;

/** Leaves the session and goes to the login page, keeping where the user was. */
export const goToLogin = () => {
  useSession.getState().clear();
  const here = location.pathname + location.search;
  const redirect = here.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
  location.href = `/login${redirect}`;
};

/** One dialog for 401, 402 and 1000; while it is open every further response is rejected (§8). */
const forceLogout = (code: number, serverMessage: string) => {
  if (loggingOut) return;
  loggingOut = true;
  const t = i18n.t.bind(i18n);
  const content =
    code === RESULT_CODE.loginExpired
      ? t('common:session.expired')
      : code === RESULT_CODE.loggedInElsewhere
        ? t('common:session.elsewhere')
        : serverMessage;
  const modal = feedback.modal;
  if (!modal) {
    goToLogin();
    return;
  }
  modal.confirm({
    title: t('common:session.title'),
    content,
    okText: t('common:session.relogin'),
    cancelText: t('common:session.stay'),
    // 402 and 1000 leave no choice; 401 lets the user stay on the page (specification §8).
    cancelButtonProps: code === RESULT_CODE.loginExpired ? {} : { style: { display: 'none' } },
    closable: false,
    maskClosable: false,
    keyboard: false,
    onOk: () => goToLogin(),
    onCancel: () => {
      loggingOut = false;
    },
  });
};

const networkError = (text: string) => {
  if (networkToastOpen || !feedback.message) return;
  networkToastOpen = true;
  void feedback.message.error({ content: text, duration: 5, onClose: () => (networkToastOpen = false) });
};

/**
 * The language and session headers every call to the API carries, the JSON client's and those past it
 * (multipart uploads, downloads with the session), so that all of them speak for the same user.
 */
export const sessionHeaders = (): Record<string, string> => {
  const session = useSession.getState();
  const headers: Record<string, string> = { [HEADER.language]: useAppStore.getState().language };
  // Tenant and company only go with a token: a leftover cookie of a signed-out session speaks for no one.
  if (session.token) {
    headers[HEADER.token] = session.token;
    if (session.tenantId) headers[HEADER.tenantId] = session.tenantId;
    if (session.companyId) headers[HEADER.companyId] = session.companyId;
  }
  return headers;
};

export type RequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  /** Return the whole envelope instead of `data`, and do not raise dialogs for codes. */
  raw?: boolean;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** Calls the customer API: language and session headers, 120 s timeout, envelope handling. */
export async function request<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  if (loggingOut) throw new ApiError(RESULT_CODE.loginExpired, 'logging out');
  const headers = sessionHeaders();
  if (opts.idempotencyKey) headers[HEADER.idempotencyKey] = opts.idempotencyKey;
  const method = opts.method ?? 'POST';
  if (body !== undefined && method !== 'GET') headers['content-type'] = 'application/json';
  const qs = opts.query
    ? '?' +
      new URLSearchParams(
        Object.entries(opts.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ).toString()
    : '';
  const url = `${runtimeConfig().apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}${qs}`;

  const timeout = AbortSignal.timeout(LIMITS.requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body !== undefined && method !== 'GET' ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const text = timeout.aborted ? i18n.t('common:network.timeout') : i18n.t('common:network.error');
    networkError(text);
    throw new ApiError(-1, text);
  }
  if (loggingOut) throw new ApiError(RESULT_CODE.loginExpired, 'logging out');

  let payload: Envelope<T>;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch {
    const text = i18n.t('common:network.status', { status: response.status });
    networkError(text);
    throw new ApiError(-1, text, null, response.status);
  }
  const code = payload.code ?? 0;
  if (code === RESULT_CODE.ok) return (opts.raw ? payload : payload.data) as T;
  const message = payload.message ?? '';
  if (
    !opts.raw &&
    (code === RESULT_CODE.loginExpired ||
      code === RESULT_CODE.loggedInElsewhere ||
      code === RESULT_CODE.showMessage)
  ) {
    forceLogout(code, message);
  }
  throw new ApiError(code, message, payload.data, response.status);
}

/** For tests: forget an open logout dialog. */
export const resetClientState = () => {
  loggingOut = false;
  networkToastOpen = false;
};
