import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { FINANCE_RECHARGE_CODES } from './finance-endpoints';
import {
  announcementPage,
  announcementPageRequest,
  countByStatus,
  countByStatusRequest,
  dataStatistics,
  fundOverview,
  menuOrderCount,
  notice,
  readRecordRequest,
  todo,
  todoListRequest,
} from './homepage';
import { definePage } from './page';

/** The home page's code: every home page call needs it. */
export const HOME_CODE = 'OMS_HOME';
export const HOME_PAGE = definePage(HOME_CODE, []);

/** /api/homepage/*: notices, announcements, to-dos and figures of the home page (specification §7). */
export const homepageEndpoints = defineEndpoints(
  'homepage',
  {},
  {
    topNotice: {
      access: HOME_CODE,
      summary: 'Top marquee notice (null once read with type 2)',
      response: notice,
    },
    bottomNotice: {
      access: HOME_CODE,
      summary: 'Right popup notice (null once read with type 3)',
      response: notice,
    },
    announcement: {
      access: HOME_CODE,
      summary: 'Announcements, newest first',
      body: announcementPageRequest,
      response: announcementPage,
    },
    version: {
      access: HOME_CODE,
      summary: 'Version notes, newest first',
      body: announcementPageRequest,
      response: announcementPage,
    },
    unReadAnnouncementCount: {
      access: HOME_CODE,
      summary: 'Announcements and versions not yet acknowledged',
      response: z.number().int(),
    },
    insertAnnouncementReadRecord: {
      access: HOME_CODE,
      summary: 'Record a read: 1 detail dialog, 2 top notice, 3 right notice (idempotent)',
      body: readRecordRequest,
      response: z.null(),
    },
    todoList: {
      access: HOME_CODE,
      summary: 'Open to-dos of the company',
      body: todoListRequest,
      response: z.array(todo),
    },
    menuOrderCount: { access: HOME_CODE, summary: 'Menu badge counts', response: menuOrderCount },
    countByStatus: {
      access: HOME_CODE,
      summary: 'Open to-dos by related type and status',
      body: countByStatusRequest,
      response: countByStatus,
    },
    // The accounts are the recharge page's: a colleague who may not open it gets 403, never an empty
    // list that reads as "the company has no account".
    fundOverview: {
      access: FINANCE_RECHARGE_CODES.view,
      summary: 'Funds per currency account',
      response: fundOverview,
    },
    dataStatistics: {
      access: HOME_CODE,
      summary: 'Daily figures of the last 30 days and of the 30 days before',
      response: dataStatistics,
    },
  },
);
