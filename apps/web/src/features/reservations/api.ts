import { useQuery } from '@tanstack/react-query';
import {
  RESERVATIONS_PAGE_KEY,
  reservationPageRequest,
  reservationsEndpoints,
  TODO_TYPE,
  type CreateReservationRequest,
  type SlotChoice,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/reservations/* call, its query key and its hook. The warehouse's moves (confirmed with a
// dock, arrived, unloaded, empty returned) arrive live as notices of to-do type 8.

const reservations = defineDomain('reservations', reservationsEndpoints, { live: [TODO_TYPE.reservation] });
export const reservationKeys = reservations.keys;
export const reservationsApi = {
  ...reservations.calls,
  detail: byId(reservations.calls.detail),
  cancel: byId(reservations.calls.cancel),
  book: ({ id, slot }: { id: string; slot: SlotChoice }) => reservations.calls.book({ id, slot }),
  /** Creates once per `idempotencyKey` (a retried click never books twice). */
  create: ({ body, idempotencyKey }: { body: CreateReservationRequest; idempotencyKey: string }) =>
    call(reservationsEndpoints.create, body, { idempotencyKey }),
};

export const reservationList = reservations.list(
  RESERVATIONS_PAGE_KEY,
  reservationPageRequest,
  reservationsApi.page,
);
export const useReservationDetail = (id: string | null) => reservations.useDetail(reservationsApi.detail, id);
export const useReservationChange = reservations.useChange;

/** The company's signed warehouses (the calendar's choice). */
export const useReservationWarehouses = () =>
  useQuery({
    queryKey: reservationKeys.extra('warehouses', {}),
    queryFn: () => reservationsApi.warehouses(),
    staleTime: 60_000,
  });

/** A month of a warehouse's calendar (`yyyy-mm`). */
export const useCalendarMonth = (warehouseId: string | undefined, month: string) =>
  useQuery({
    queryKey: reservationKeys.extra('calendar', { warehouseId, month }),
    queryFn: () => reservationsApi.calendar({ warehouseId: warehouseId!, month }),
    enabled: warehouseId !== undefined,
  });

/** The company's pending-inbound orders at a warehouse (what a reservation can bring). */
export const useBookableOrders = (warehouseId: string | undefined) =>
  useQuery({
    queryKey: reservationKeys.extra('bookable', { warehouseId }),
    queryFn: () => reservationsApi.bookable({ warehouseId: warehouseId! }),
    enabled: warehouseId !== undefined,
  });

/** The home page's month: bookings and closed days. */
export const useHomeCalendar = (month: string) =>
  useQuery({
    queryKey: reservationKeys.extra('home', { month }),
    queryFn: () => reservationsApi.homeCalendar({ month }),
  });
