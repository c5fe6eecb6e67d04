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

/** `2026-12-01 09:00–11:00`, or '-' without a slot. */
export const slotLabel = (r: {
  slotDate: string | null;
  slotStart: string | null;
  slotEnd: string | null;
}) => (r.slotDate ? `${r.slotDate} ${r.slotStart}–${r.slotEnd}` : '-');

/** `yyyy-mm` of a `yyyy-mm-dd` day (or of today). */
export const monthOf = (date?: string) => (date ?? new Date().toISOString()).slice(0, 7);
