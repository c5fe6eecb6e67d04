import {
  ACCOUNT_SECURITY_CODE,
  ACCOUNT_SECURITY_EDIT_CODE,
  bindEmailRequest,
  bindPhoneRequest,
  changePasswordRequest,
  changePasswordResponse,
  securityInfo,
  sendSecurityCodeRequest,
  sendSecurityCodeResponse,
} from './account-security';
import { defineEndpoints } from './endpoint';

/** /api/account-security/*: the signed-in user's own phone, e-mail and password. */
export const accountSecurityEndpoints = defineEndpoints(
  'account-security',
  {},
  {
    info: {
      access: ACCOUNT_SECURITY_CODE,
      summary: 'Account, masked phone and e-mail, when the password last changed',
      response: securityInfo,
    },
    sendCode: {
      access: ACCOUNT_SECURITY_EDIT_CODE,
      summary: 'Send a binding code to a new phone or e-mail (once a minute, limited per hour)',
      body: sendSecurityCodeRequest,
      response: sendSecurityCodeResponse,
    },
    bindPhone: {
      access: ACCOUNT_SECURITY_EDIT_CODE,
      summary: 'Bind or change the phone with the code sent to it',
      body: bindPhoneRequest,
      response: securityInfo,
    },
    bindEmail: {
      access: ACCOUNT_SECURITY_EDIT_CODE,
      summary: 'Bind or change the e-mail with the code sent to it',
      body: bindEmailRequest,
      response: securityInfo,
    },
    changePassword: {
      access: ACCOUNT_SECURITY_EDIT_CODE,
      summary: 'Change the password; every other session of the user ends, this one stays',
      body: changePasswordRequest,
      response: changePasswordResponse,
    },
  },
);
