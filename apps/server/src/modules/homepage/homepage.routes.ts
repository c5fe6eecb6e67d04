import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementPage,
  announcementPageRequest,
  countByStatus,
  countByStatusRequest,
  dataStatistics,
  envelope,
  fundOverview,
  menuOrderCount,
  notice,
  readRecordRequest,
  todo,
  todoListRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';

const HOME = 'OMS_HOME';
const base = '/api/homepage';
const meta = (summary: string) => ({ tags: ['homepage'], summary });

/** The home page calls of specification §7: thin handlers over the announcements, to-dos and home services. */
export const homepageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements, todos, homepage } = app.services;
  const config = { permission: HOME };

  app.post(
    `${base}/topNotice`,
    {
      config,
      schema: {
        ...meta('Top marquee notice (null once read with type 2)'),
        response: { 200: envelope(notice) },
      },
    },
    async (request) => ok(await announcements.topNotice(authOf(request))),
  );

  app.post(
    `${base}/bottomNotice`,
    {
      config,
      schema: {
        ...meta('Right popup notice (null once read with type 3)'),
        response: { 200: envelope(notice) },
      },
    },
    async (request) => ok(await announcements.rightNotice(authOf(request))),
  );

  app.post(
    `${base}/announcement`,
    {
      config,
      schema: {
        ...meta('Announcements, newest first'),
        body: announcementPageRequest,
        response: { 200: envelope(announcementPage) },
      },
    },
    async (request) => ok(await announcements.announcements(authOf(request), request.body)),
  );

  app.post(
    `${base}/version`,
    {
      config,
      schema: {
        ...meta('Version notes, newest first'),
        body: announcementPageRequest,
        response: { 200: envelope(announcementPage) },
      },
    },
    async (request) => ok(await announcements.versions(authOf(request), request.body)),
  );

  app.post(
    `${base}/unReadAnnouncementCount`,
    {
      config,
      schema: {
        ...meta('Announcements and versions not yet acknowledged'),
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (request) => ok(await announcements.unreadCount(authOf(request))),
  );

  app.post(
    `${base}/insertAnnouncementReadRecord`,
    {
      config,
      schema: {
        ...meta('Record a read: 1 detail dialog, 2 top notice, 3 right notice (idempotent)'),
        body: readRecordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await announcements.markRead(authOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    `${base}/todoList`,
    {
      config,
      schema: {
        ...meta('Open to-dos of the company'),
        body: todoListRequest,
        response: { 200: envelope(z.array(todo)) },
      },
    },
    async (request) => ok(await todos.list(authOf(request), request.language, request.body.relateType)),
  );

  app.post(
    `${base}/menuOrderCount`,
    { config, schema: { ...meta('Menu badge counts'), response: { 200: envelope(menuOrderCount) } } },
    async (request) => ok(await todos.menuCounts(authOf(request))),
  );

  app.post(
    `${base}/countByStatus`,
    {
      config,
      schema: {
        ...meta('Open to-dos by related type and status'),
        body: countByStatusRequest,
        response: { 200: envelope(countByStatus) },
      },
    },
    async (request) => ok(await todos.countByStatus(authOf(request), request.language, request.body.module)),
  );

  app.post(
    `${base}/fundOverview`,
    { config, schema: { ...meta('Funds per currency account'), response: { 200: envelope(fundOverview) } } },
    async (request) => ok(await homepage.fundOverview(authOf(request))),
  );

  app.post(
    `${base}/dataStatistics`,
    {
      config,
      schema: { ...meta('Daily figures of the last 30 days'), response: { 200: envelope(dataStatistics) } },
    },
    async (request) => ok(await homepage.dataStatistics(authOf(request), request.language)),
  );
};
