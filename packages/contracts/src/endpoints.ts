import { endpointsOf, type Endpoint } from './endpoint';
import { ENDPOINT_GROUPS } from './endpoint-groups';

// Every group of calls the server registers is collected from the *-endpoints.ts files
// (scripts/collect.mjs writes endpoint-groups.ts): the access test walks it, and a route the server
// registers that is not there fails that test.
export { ENDPOINT_GROUPS } from './endpoint-groups';

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((g) => endpointsOf(g));
