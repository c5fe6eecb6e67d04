import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { FilesService } from '../files/files.service';
import type { JobsService } from '../jobs/jobs.service';
import { statementsExport } from './statements.export';
import { statementsRoutes } from './statements.routes';
import { CLOSE_MONTHS_JOB, createStatementsService } from './statements.service';

/** How often the close job looks for ended months (it also runs once when the app starts). */
const CLOSE_EVERY_MS = 3_600_000;

/** Monthly statements: reads the finance ledger, keeps the closed months. */
export const statementsModule = defineModule({
  name: 'statements',
  services: (deps, s: { files: FilesService; jobs: JobsService; exports: ExportsService }) => ({
    statements: createStatementsService({ ...deps, files: s.files }),
  }),
  routes: statementsRoutes,
  setup: (s) => {
    s.exports.define(statementsExport(s.statements));
    s.jobs.register(CLOSE_MONTHS_JOB, { handler: () => s.statements.closeAll(), maxAttempts: 1 });
    s.jobs.every(CLOSE_MONTHS_JOB, CLOSE_EVERY_MS);
  },
});
