import { reservationsStep } from '../../integration/simulator/steps/reservations';
import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { TodosService } from '../homepage/todos.service';
import type { JobsService } from '../jobs/jobs.service';
import type { InboundWarehouseService } from '../inbound-orders/inbound-warehouse.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { SigningService } from '../signing/signing.service';
import { createCalendarService } from './calendar.service';
import { createReservationWarehouseService } from './reservation-warehouse.service';
import { reservationWarehouseRoutes } from './reservation-warehouse.routes';
import { reservationsExport } from './reservations.export';
import { createReservationMoves } from './reservations.moves';
import { reservationsRoutes } from './reservations.routes';
import { createReservationsService } from './reservations.service';
import type { SearchBoard } from '../search/search-board.service';
import { reservationsSearch } from './reservations.search.repository';

/** The hourly look for free-container periods about to end (each reservation warned once). */
const EXPIRY_JOB = 'reservations.expiry-warnings';
const HOUR_MS = 3_600_000;

/**
 * Inbound reservations (dock appointments) and the warehouse calendar: slots booked within their
 * capacity, linked inbound orders moved through the inbound service, the warehouse's moves.
 */
export const reservationsModule = defineModule({
  name: 'reservations',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      signing: SigningService;
      exports: ExportsService;
      jobs: JobsService;
      inboundWarehouse: InboundWarehouseService;
    },
  ) => {
    const calendar = createCalendarService(deps);
    const moves = createReservationMoves(s);
    const shared = { ...deps, ...s, calendar, moves, inbound: s.inboundWarehouse };
    return {
      calendar,
      reservations: createReservationsService(shared),
      reservationWarehouse: createReservationWarehouseService(shared),
    };
  },
  routes: reservationsRoutes,
  integrationRoutes: reservationWarehouseRoutes,
  setup: (s, deps) => {
    s.searchBoard.add(reservationsSearch(deps.db));
    s.exports.define(reservationsExport);
    s.jobs.register(EXPIRY_JOB, { handler: () => s.reservationWarehouse.warnExpiring(), maxAttempts: 1 });
    s.jobs.every(EXPIRY_JOB, HOUR_MS);
  },
  simulatorSteps: { reservations: reservationsStep },
});
