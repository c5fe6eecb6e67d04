import type { RouteObject } from 'react-router';
import { homepageRoutes } from '@/features/homepage/routes';
import { accountSecurityRoutes } from '@/features/account-security/routes';
import { subAccountsRoutes } from '@/features/sub-accounts/routes';
import { identityVerifyRoutes } from '@/features/identity-verify/routes';
import { signRoutes } from '@/features/sign/routes';
import { rolesRoutes } from '@/features/roles/routes';
import { filesRoutes } from '@/features/files/routes';
import { brandsRoutes } from '@/features/brands/routes';
import { productsRoutes } from '@/features/products/routes';
import { consigneesRoutes } from '@/features/consignees/routes';
import { thirdPayRoutes } from '@/features/third-pay/routes';
import { storesRoutes } from '@/features/stores/routes';
import { combinationsRoutes } from '@/features/combinations/routes';
import { rechargesRoutes } from '@/features/recharges/routes';
import { statementsRoutes } from '@/features/statements/routes';
import { feesRoutes } from '@/features/fees/routes';
import { expressFeesRoutes } from '@/features/express-fees/routes';
import { claimsRoutes } from '@/features/claims/routes';
import { inboundOrdersRoutes } from '@/features/inbound-orders/routes';
import { overReceiptsRoutes } from '@/features/over-receipts/routes';
import { containersRoutes } from '@/features/containers/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { reservationsRoutes } from '@/features/reservations/routes';

/** Every feature's routes, under the layout. A route's `handle.code` is the permission it needs. */
export const featureRoutes: RouteObject[] = [
  ...homepageRoutes,
  ...accountSecurityRoutes,
  ...subAccountsRoutes,
  ...identityVerifyRoutes,
  ...signRoutes,
  ...rolesRoutes,
  ...filesRoutes,
  ...brandsRoutes,
  ...productsRoutes,
  ...consigneesRoutes,
  ...thirdPayRoutes,
  ...storesRoutes,
  ...combinationsRoutes,
  ...rechargesRoutes,
  ...statementsRoutes,
  ...feesRoutes,
  ...expressFeesRoutes,
  ...claimsRoutes,
  ...inboundOrdersRoutes,
  ...overReceiptsRoutes,
  ...containersRoutes,
  ...inventoryRoutes,
  ...reservationsRoutes,
];
