import { CONTAINERS_PAGE_KEY, containerPageRequest, containersEndpoints, TODO_TYPE } from '@oms/contracts';
import { defineDomain } from '@/shared/api/domain';

// Every /api/containers/* call and its query keys. Containers show inbound orders and reservations, so
// their live notices (to-do types 3 and 8) refresh the lists and details on screen.

const containers = defineDomain('containers', containersEndpoints, {
  live: [TODO_TYPE.inbound, TODO_TYPE.reservation],
});
export const containerKeys = containers.keys;
export const containersApi = {
  ...containers.calls,
  detail: (containerNo: string) => containers.calls.detail({ containerNo }),
};

/** The list page's source of rows. */
export const containerList = containers.list(CONTAINERS_PAGE_KEY, containerPageRequest, containersApi.page);
export const useContainerDetail = (containerNo: string | null) =>
  containers.useDetail(containersApi.detail, containerNo);
