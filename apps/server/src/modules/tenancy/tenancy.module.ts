import { defineModule } from '../../core/module';
import { createTenancyService } from './tenancy.service';

export const tenancyModule = defineModule({
  name: 'tenancy',
  services: (deps) => ({ tenancy: createTenancyService(deps) }),
});
