import { defineEndpoints } from './endpoint';
import {
  CONTAINERS_CODES,
  containerDetail,
  containerDetailRequest,
  containerPage,
  containerPageRequest,
} from './containers';

/** /api/containers/*: container tracking of the company's sea inbound orders (read-only). */
export const containersEndpoints = defineEndpoints(
  'containers',
  {},
  {
    page: {
      access: CONTAINERS_CODES.view,
      summary: "A page of the company's containers: one row per container number of its sea inbound orders",
      body: containerPageRequest,
      response: containerPage,
    },
    detail: {
      access: CONTAINERS_CODES.view,
      summary: 'One container: its milestone timeline, its inbound orders and the reservation booking them',
      body: containerDetailRequest,
      response: containerDetail,
    },
  },
);
