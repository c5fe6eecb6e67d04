// The homepage feature's public face: what the layout shell (bell, notices, to-do popup, live
// channel) uses. Everything else stays inside the feature.
export {
  homepageKeys,
  useBottomNotice,
  useMenuOrderCount,
  useReadRecord,
  useTodoList,
  useTopNotice,
  useUnreadCount,
  type AnnouncementKind,
} from './api';
export { AnnouncementDialog, useAnnouncementDialog } from './components/announcement-dialog';
export { AnnouncementFeed } from './components/announcement-feed';
export { TodoLink } from './components/todo-link';
export { TODO_HASH } from './lib/constants';
export { htmlToText, sanitizeHtml } from './lib/rich-text';
