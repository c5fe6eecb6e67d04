import {
  captchaResponse,
  currentUser,
  loginRequest,
  loginResponse,
  logoutQuery,
  logoutResponse,
  regRequest,
  regResponse,
  sendRegVerifyCodeRequest,
  sendRegVerifyCodeResponse,
} from './auth';
import { API_BASE, defineEndpoints } from './endpoint';
import { ROOT_CODE } from './page';

/** /api/user/*: sign-in, sign-out and registration (specification §7). */
export const authEndpoints = defineEndpoints(
  'auth',
  { base: `${API_BASE}/user` },
  {
    generateImgVerifyCode: {
      method: 'GET',
      access: null,
      summary: 'A new image captcha for the sign-in form (single use, 5 minutes)',
      response: captchaResponse,
    },
    login: {
      access: null,
      summary: 'Sign in; a newer sign-in of the same account ends this session (code 402)',
      body: loginRequest,
      response: loginResponse,
    },
    loginOut: {
      access: ROOT_CODE,
      summary: 'Sign out: ends the session of the token',
      query: logoutQuery,
      response: logoutResponse,
    },
    current: {
      access: ROOT_CODE,
      summary: 'The signed-in user, its permission codes and menus',
      response: currentUser,
    },
    sendRegVerifyCode: {
      access: null,
      summary: 'Send a registration code to a phone or e-mail (once a minute, limited per hour)',
      body: sendRegVerifyCodeRequest,
      response: sendRegVerifyCodeResponse,
    },
    reg: {
      access: null,
      summary: 'Register a customer company with its main account',
      body: regRequest,
      response: regResponse,
    },
  },
);
