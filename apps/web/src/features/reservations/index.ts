// The reservations feature's public face: links to its pages and the home page's calendar card.
export { CREATE_PATH as RESERVATION_CREATE_PATH, MANAGE_PATH as RESERVATIONS_PATH } from './lib/display';
export { detailPath as reservationDetailPath } from './lib/display';
export { HomeCalendarCard } from './components/home-calendar-card';
