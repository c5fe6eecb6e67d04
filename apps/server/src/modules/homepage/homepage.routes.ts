import type { FastifyInstance } from 'fastify';
import { homepageEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** The home page calls of specification §7: thin handlers over the announcements, to-dos and home services. */
export const homepageRoutes = (app: FastifyInstance) => {
  const { announcements, todos, homepage, finance } = app.services;
  registerEndpoints(app, homepageEndpoints, {
    topNotice: ({ auth }) => announcements.topNotice(auth),
    bottomNotice: ({ auth }) => announcements.rightNotice(auth),
    announcement: ({ auth, body }) => announcements.announcements(auth, body),
    version: ({ auth, body }) => announcements.versions(auth, body),
    unReadAnnouncementCount: ({ auth }) => announcements.unreadCount(auth),
    insertAnnouncementReadRecord: async ({ auth, body }) => {
      await announcements.markRead(auth, body);
      return null;
    },
    todoList: ({ auth, body, request }) => todos.list(auth, request.language, body.relateType),
    menuOrderCount: ({ auth }) => todos.menuCounts(auth),
    countByStatus: ({ auth, body, request }) => homepage.countByStatus(auth, request.language, body.module),
    // The accounts belong to the money kernel; the endpoint's code keeps out who may not see them.
    fundOverview: ({ auth }) => finance.overview(app.deps.db, auth),
    dataStatistics: ({ auth, request }) => homepage.dataStatistics(auth, request.language),
  });
};
