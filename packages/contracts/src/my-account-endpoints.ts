import { changePasswordRequest, changePasswordResponse, securityInfo } from './account-security';
import { defineEndpoints } from './endpoint';
import { updateMyProfileRequest } from './my-account';
import { ROOT_CODE } from './page';

/**
 * /api/my-account/*: the signed-in user's own account, for every user (session only, no permission
 * code). The password change is account security's, with the same rules and effects.
 */
export const myAccountEndpoints = defineEndpoints(
  'my-account',
  {},
  {
    info: {
      access: ROOT_CODE,
      summary: 'The caller’s account: name, masked phone and e-mail, when the password last changed',
      response: securityInfo,
    },
    updateProfile: {
      access: ROOT_CODE,
      summary: 'Change the caller’s own display name',
      body: updateMyProfileRequest,
      response: securityInfo,
    },
    changePassword: {
      access: ROOT_CODE,
      summary: 'Change the caller’s own password; every other session of the caller ends, this one stays',
      body: changePasswordRequest,
      response: changePasswordResponse,
    },
  },
);
