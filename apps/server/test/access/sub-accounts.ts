import { newAccount } from '../../src/modules/sub-accounts/sub-accounts.test-support';
import { STRONG_PASSWORD } from '../fixtures';
import type { AccessFixture } from './fixture';

// The owner's role the seeded account holds: an update names a role as well as the account.
let roleId = '';

const subAccounts: AccessFixture = {
  async seed({ app, owner, call }) {
    const role = await call(app, owner.token, 'roles/create', {
      name: `Role ${Date.now()}`,
      codes: ['OMS_HOME'],
    });
    roleId = role.json<{ data: { id: string } }>().data.id;
    const res = await call(app, owner.token, 'sub-accounts/create', newAccount(roleId));
    return { id: res.json<{ data: { id: string } }>().data.id };
  },
  bodies: {
    update: (id) => ({ id, userName: 'Renamed', roleId }),
    resetPassword: (id) => ({ id, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { subAccounts as 'sub-accounts' };
