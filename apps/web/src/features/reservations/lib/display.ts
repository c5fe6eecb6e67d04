import {
  INBOUND_DOCUMENT,
  RESERVATION_CREATE_PATH,
  RESERVATION_DOCUMENT,
  SIGNING_DOCUMENT,
  type ReservationStatus,
} from '@oms/contracts';

export const NS = 'reservations';
export const MANAGE_PATH = RESERVATION_DOCUMENT.listPath;
export const CREATE_PATH = RESERVATION_CREATE_PATH;
export const detailPath = RESERVATION_DOCUMENT.detailPath;
export const inboundDetailPath = INBOUND_DOCUMENT.detailPath;
export const SIGN_PATH = SIGNING_DOCUMENT.listPath;

export const STATUS_COLOR: Record<ReservationStatus, string> = RESERVATION_DOCUMENT.colors;

/** `yyyy-mm` of a `yyyy-mm-dd` day (or of today). */
export const monthOf = (date?: string) => (date ?? new Date().toISOString()).slice(0, 7);
