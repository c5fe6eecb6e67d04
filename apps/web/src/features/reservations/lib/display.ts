import type { ReservationStatus } from '@oms/contracts';

export const NS = 'reservations';
export const MANAGE_PATH = '/order/warehousReserve';
export const CREATE_PATH = '/order/warehousReserveCreat';
export const detailPath = (id: string) => `/order/warehousReserveDetail?id=${id}`;
export const inboundDetailPath = (id: string) => `/order/warehousDetail?id=${id}`;
export const SIGN_PATH = '/clientCenter/sign';

export const STATUS_COLOR: Record<ReservationStatus, string> = {
  PENDING_RESERVATION: 'warning',
  RESERVED: 'processing',
  PENDING_ARRIVAL: 'geekblue',
  ARRIVED: 'purple',
  PENDING_UNLOADING: 'cyan',
  PENDING_EMPTY_RETURN: 'gold',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

/** `2026-12-01 09:00–11:00`, or '-' without a slot. */
export const slotLabel = (r: {
  slotDate: string | null;
  slotStart: string | null;
  slotEnd: string | null;
}) => (r.slotDate ? `${r.slotDate} ${r.slotStart}–${r.slotEnd}` : '-');

/** `yyyy-mm` of a `yyyy-mm-dd` day (or of today). */
export const monthOf = (date?: string) => (date ?? new Date().toISOString()).slice(0, 7);
