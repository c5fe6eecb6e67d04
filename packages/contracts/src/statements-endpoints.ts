import { defineEndpoints } from './endpoint';
import {
  STATEMENTS_CODES,
  statementDetail,
  statementDownloadRequest,
  statementFile,
  statementKey,
  statementsPage,
  statementsPageRequest,
} from './statements';

/** /api/statements/*: monthly statements (/finance/mothAccountManage), closed months and the running one. */
export const statementsEndpoints = defineEndpoints(
  'statements',
  {},
  {
    page: {
      access: STATEMENTS_CODES.view,
      summary: "A page of the company's monthly statements (closed months and the running month)",
      body: statementsPageRequest,
      response: statementsPage,
    },
    detail: {
      access: STATEMENTS_CODES.view,
      summary: 'One month and currency: opening, each line (fees by type), closing',
      body: statementKey,
      response: statementDetail,
    },
    download: {
      access: STATEMENTS_CODES.export,
      summary: 'One statement as an xlsx or a PDF (zh and en labels), kept in the file center',
      body: statementDownloadRequest,
      response: statementFile,
    },
  },
);
