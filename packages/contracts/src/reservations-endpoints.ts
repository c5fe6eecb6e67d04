import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { integrationIdParams } from './integration';
import { idRequest } from './list';
import {
  bookableOrder,
  bookableRequest,
  bookReservationRequest,
  confirmReservationRequest,
  createReservationRequest,
  pendingReservation,
  reservation,
  reservationDecisionResult,
  reservationDetail,
  reservationPage,
  reservationPageRequest,
  reservationReview,
  RESERVATIONS_CODES,
  reservationWarehouseOption,
  updateReservationRequest,
} from './reservations';
import {
  calendarMonth,
  calendarRequest,
  homeCalendar,
  homeCalendarRequest,
  replaceCalendarRequest,
  warehouseCalendar,
} from './reservations-calendar';

/** /api/reservations/*: the company's inbound reservations and the calendars of its signed warehouses. */
export const reservationsEndpoints = defineEndpoints(
  'reservations',
  {},
  {
    page: {
      access: RESERVATIONS_CODES.view,
      summary: "A page of the company's reservations",
      body: reservationPageRequest,
      response: reservationPage,
    },
    detail: {
      access: RESERVATIONS_CODES.view,
      summary: 'One reservation with its linked inbound orders and timeline',
      body: idRequest,
      response: reservationDetail,
    },
    warehouses: {
      access: RESERVATIONS_CODES.view,
      summary: "The company's signed warehouses (the calendar's choice)",
      response: z.array(reservationWarehouseOption),
    },
    calendar: {
      access: RESERVATIONS_CODES.view,
      summary:
        "A month of a signed warehouse's calendar: each day's slots with their remaining places, closed days",
      body: calendarRequest,
      response: calendarMonth,
    },
    homeCalendar: {
      path: '/home-calendar',
      access: RESERVATIONS_CODES.view,
      summary: "The home page's month: this company's bookings and the closed days of its signed warehouses",
      body: homeCalendarRequest,
      response: homeCalendar,
    },
    bookable: {
      access: RESERVATIONS_CODES.view,
      summary: "The company's inbound orders at a warehouse that can be booked (pending inbound)",
      body: bookableRequest,
      response: z.array(bookableOrder),
    },
    create: {
      access: RESERVATIONS_CODES.create,
      idempotent: true,
      summary:
        'Create a reservation: with a slot it is reserved (one place of the slot taken, 409 when full), without one pending reservation; the linked orders are booked',
      body: createReservationRequest,
      response: reservation,
    },
    update: {
      access: RESERVATIONS_CODES.edit,
      summary: 'Edit the container data and the linked orders while pending reservation or reserved',
      body: updateReservationRequest,
      response: reservation,
    },
    book: {
      access: RESERVATIONS_CODES.edit,
      summary: 'Pick a slot (pending reservation) or change it (reserved): the old place is freed',
      body: bookReservationRequest,
      response: reservation,
    },
    cancel: {
      access: RESERVATIONS_CODES.cancel,
      summary: 'Cancel a reservation before arrival: its place is freed, its orders wait for a booking again',
      body: idRequest,
      response: reservation,
    },
  },
);

const rv = (path: string) => `/reservations${path}`;

/** /open-api/warehouse/reservations/* and /calendar: the warehouse's side (the key's warehouse only). */
export const reservationWarehouseEndpoints = defineEndpoints(
  'reservations',
  { base: INTEGRATION_BASE, tags: ['reservations'] },
  {
    pending: {
      method: 'GET',
      path: rv('/pending'),
      access: INTEGRATION,
      summary: 'Reservations of this warehouse in flight (reserved to pending empty return), by slot',
      response: z.array(pendingReservation),
    },
    detail: {
      method: 'GET',
      path: rv('/:id'),
      access: INTEGRATION,
      summary: 'One reservation with its linked inbound orders and timeline',
      params: integrationIdParams,
      response: reservationReview,
    },
    confirm: {
      path: rv('/:id/confirm'),
      access: INTEGRATION,
      summary: 'Confirm a reserved booking with the dock number: pending arrival (its orders await receipt)',
      params: integrationIdParams,
      body: confirmReservationRequest,
      response: reservationDecisionResult,
    },
    arrive: {
      path: rv('/:id/arrive'),
      access: INTEGRATION,
      summary: 'The container arrived: its linked orders arrive too',
      params: integrationIdParams,
      response: reservationDecisionResult,
    },
    startUnloading: {
      path: rv('/:id/start-unloading'),
      access: INTEGRATION,
      summary: 'The container waits at the dock to be unloaded',
      params: integrationIdParams,
      response: reservationDecisionResult,
    },
    unload: {
      path: rv('/:id/unload'),
      access: INTEGRATION,
      summary: 'The container is unloaded: the empty waits to be returned',
      params: integrationIdParams,
      response: reservationDecisionResult,
    },
    returnEmpty: {
      path: rv('/:id/return-empty'),
      access: INTEGRATION,
      summary: 'The empty container was returned: the reservation is completed',
      params: integrationIdParams,
      response: reservationDecisionResult,
    },
    calendar: {
      method: 'GET',
      path: '/calendar',
      access: INTEGRATION,
      summary: "This warehouse's calendar: the weekly slot template and the closed days from today",
      response: warehouseCalendar,
    },
    replaceCalendar: {
      path: '/calendar',
      access: INTEGRATION,
      summary:
        'Replace the weekly template and the closed days; refused (409) when a future day would hold fewer places than it has booked',
      body: replaceCalendarRequest,
      response: warehouseCalendar,
    },
  },
);
