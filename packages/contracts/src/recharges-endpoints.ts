import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { integrationIdParams } from './integration';
import { idRequest } from './list';
import {
  approveRechargeRequest,
  createOfflineRechargeRequest,
  createOnlineRechargeRequest,
  onlineRechargeCreated,
  payerAccountOption,
  paymentCallback,
  paymentCallbackResult,
  paymentTokenRequest,
  paymentView,
  pendingRecharge,
  receivingAccount,
  recharge,
  RECHARGE_CODES,
  RECHARGE_MANAGE_CODES,
  rechargeDecisionResult,
  rechargeDetail,
  rechargePage,
  rechargePageRequest,
  rejectRechargeRequest,
  replaceReceivingAccountsRequest,
  sandboxPayRequest,
} from './recharges';

/** /api/recharges/*: making recharges (/finance/recharge) and their records (/finance/rechargeManage). */
export const rechargesEndpoints = defineEndpoints(
  'recharges',
  {},
  {
    receivingAccounts: {
      access: RECHARGE_CODES.view,
      summary: "The operator's receiving bank accounts, per currency (where offline recharges are paid)",
      response: z.array(receivingAccount),
    },
    payerAccounts: {
      access: RECHARGE_CODES.view,
      summary: "The company's enabled third-party payer accounts (numbers masked)",
      response: z.array(payerAccountOption),
    },
    createOnline: {
      access: RECHARGE_CODES.create,
      idempotent: true,
      summary: 'Start an online recharge: an order and its payment page',
      body: createOnlineRechargeRequest,
      response: onlineRechargeCreated,
    },
    createOffline: {
      access: RECHARGE_CODES.create,
      idempotent: true,
      summary: 'Declare a bank transfer (serial, payer account, remittance slip) for review',
      body: createOfflineRechargeRequest,
      response: recharge,
    },
    page: {
      access: RECHARGE_MANAGE_CODES.view,
      summary: "A page of the company's recharges",
      body: rechargePageRequest,
      response: rechargePage,
    },
    detail: {
      access: RECHARGE_MANAGE_CODES.view,
      summary: 'One recharge with its operation record',
      body: idRequest,
      response: rechargeDetail,
    },
    cancel: {
      access: RECHARGE_MANAGE_CODES.cancel,
      summary: 'Cancel a recharge while it is pending (409 otherwise)',
      body: idRequest,
      response: recharge,
    },
  },
);

/** /api/pay/*: the public payment pages (by the payment's unguessable token) and the providers' callback. */
export const paymentEndpoints = defineEndpoints(
  'pay',
  {},
  {
    info: {
      access: null,
      summary: 'A payment by its token: order, amount, state and what its QR code encodes',
      body: paymentTokenRequest,
      response: paymentView,
    },
    sandbox: {
      access: null,
      summary: 'The sandbox provider: confirm or fail a payment (it then calls back like a real provider)',
      body: sandboxPayRequest,
      response: paymentView,
    },
    callback: {
      access: null,
      summary: "A provider's signed payment notification; repeats and forgeries credit nothing",
      body: paymentCallback,
      response: paymentCallbackResult,
    },
  },
);

/** /open-api/warehouse/recharges/*: the warehouse reviews offline recharges and keeps its receiving accounts. */
export const rechargeReviewEndpoints = defineEndpoints(
  'recharges',
  { base: INTEGRATION_BASE, tags: ['recharges'] },
  {
    pending: {
      method: 'GET',
      path: '/recharges/pending',
      access: INTEGRATION,
      summary: "Offline recharges of the tenant's companies waiting for review, oldest first",
      response: z.array(pendingRecharge),
    },
    file: {
      method: 'GET',
      path: '/recharges/:id/attachment',
      access: INTEGRATION,
      summary: 'Download the remittance slip of a recharge',
      params: integrationIdParams,
    },
    approve: {
      path: '/recharges/:id/approve',
      access: INTEGRATION,
      summary: 'Pass an offline recharge, crediting the amount received (the declared one by default), once',
      params: integrationIdParams,
      body: approveRechargeRequest,
      response: rechargeDecisionResult,
    },
    reject: {
      path: '/recharges/:id/reject',
      access: INTEGRATION,
      summary: 'Reject an offline recharge with a reason the company sees',
      params: integrationIdParams,
      body: rejectRechargeRequest,
      response: rechargeDecisionResult,
    },
    receivingAccounts: {
      method: 'GET',
      path: '/recharges/receiving-accounts',
      access: INTEGRATION,
      summary: "The tenant's receiving bank accounts",
      response: z.array(receivingAccount),
    },
    replaceReceivingAccounts: {
      path: '/recharges/receiving-accounts',
      access: INTEGRATION,
      summary: "Replace the tenant's receiving bank accounts (1 to 5 per currency)",
      body: replaceReceivingAccountsRequest,
      response: z.array(receivingAccount),
    },
  },
);
