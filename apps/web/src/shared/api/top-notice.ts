import { queryOptions } from '@tanstack/react-query';
import { homepageEndpoints } from '@oms/contracts';
import { call } from './call';

/**
 * The notice bar above every page (`homepageKeys.topNotice()`). It lives here, not in the homepage
 * feature, because the route guard loads it with the session's refresh, before a page first shows:
 * a bar arriving later would push the page down under the user's pointer. (Importing the feature
 * would put its components in the login page's bundle.)
 */
export const topNoticeQueryOptions = queryOptions({
  queryKey: ['homepage', 'topNotice'] as const,
  queryFn: () => call(homepageEndpoints.topNotice),
});
