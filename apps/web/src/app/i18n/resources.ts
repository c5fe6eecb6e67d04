import {
  ACCOUNT_STATUS_LABELS,
  BRAND_FIELDS,
  COMBINATION_FIELDS,
  CONSIGNEE_FIELDS,
  INVENTORY_UPDATE_LABELS,
  messagesFor,
  PRODUCT_FIELDS,
  PRODUCT_STATUS_TEXT,
  ROLE_FIELDS,
  SIGNING_FIELDS,
  SIGNING_STATUS_TEXT,
  STORE_FIELDS,
  STORE_STATUS_LABELS,
  SUB_ACCOUNT_FIELDS,
  THIRD_PAY_FIELDS,
  THIRD_PAY_STATUS_LABELS,
  RECHARGE_FIELDS,
  RECHARGE_STATUS_LABELS,
  RECHARGE_TYPE_LABELS,
  PAYMENT_PROVIDER_LABELS,
  STATEMENT_FIELDS,
  STATEMENT_STATUS_LABELS,
  FEE_FIELDS,
  CLAIM_FIELDS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIM_DOCUMENT_LABELS,
  FEE_TYPE_LABELS,
  FEE_STATUS_LABELS,
  DISPUTE_FILTER_LABELS,
  FINANCE_DOCUMENT_LABELS,
  LEDGER_TYPE_LABELS,
  FEE_COUNT_GRANULARITY_LABELS,
  EXPRESS_FEE_FIELDS,
  SURCHARGE_LABELS,
  UNIT_SYSTEM_LABELS,
  toLanguage,
  type Language,
  type MessageKey,
} from '@oms/contracts';
import zhCommon from '@/shared/i18n/locales/zh.json';
import enCommon from '@/shared/i18n/locales/en.json';
import zhLayout from '../layout/locales/zh.json';
import enLayout from '../layout/locales/en.json';
import zhList from '@/shared/list-page/locales/zh.json';
import enList from '@/shared/list-page/locales/en.json';
import zhImport from '@/shared/import/locales/zh.json';
import enImport from '@/shared/import/locales/en.json';
import zhAccountSecurity from '@/features/account-security/locales/zh.json';
import enAccountSecurity from '@/features/account-security/locales/en.json';
import zhAuth from '@/features/auth/locales/zh.json';
import enAuth from '@/features/auth/locales/en.json';
import zhBrands from '@/features/brands/locales/zh.json';
import enBrands from '@/features/brands/locales/en.json';
import zhCombinations from '@/features/combinations/locales/zh.json';
import enCombinations from '@/features/combinations/locales/en.json';
import zhConsignees from '@/features/consignees/locales/zh.json';
import enConsignees from '@/features/consignees/locales/en.json';
import zhFiles from '@/features/files/locales/zh.json';
import enFiles from '@/features/files/locales/en.json';
import zhHomepage from '@/features/homepage/locales/zh.json';
import enHomepage from '@/features/homepage/locales/en.json';
import zhIdentityVerify from '@/features/identity-verify/locales/zh.json';
import enIdentityVerify from '@/features/identity-verify/locales/en.json';
import zhProducts from '@/features/products/locales/zh.json';
import enProducts from '@/features/products/locales/en.json';
import zhRoles from '@/features/roles/locales/zh.json';
import enRoles from '@/features/roles/locales/en.json';
import zhSign from '@/features/sign/locales/zh.json';
import enSign from '@/features/sign/locales/en.json';
import zhStores from '@/features/stores/locales/zh.json';
import enStores from '@/features/stores/locales/en.json';
import zhSubAccounts from '@/features/sub-accounts/locales/zh.json';
import enSubAccounts from '@/features/sub-accounts/locales/en.json';
import zhThirdPay from '@/features/third-pay/locales/zh.json';
import enThirdPay from '@/features/third-pay/locales/en.json';
import zhRecharges from '@/features/recharges/locales/zh.json';
import enRecharges from '@/features/recharges/locales/en.json';
import zhStatements from '@/features/statements/locales/zh.json';
import enStatements from '@/features/statements/locales/en.json';
import zhFees from '@/features/fees/locales/zh.json';
import enFees from '@/features/fees/locales/en.json';
import zhExpressFees from '@/features/express-fees/locales/zh.json';
import enExpressFees from '@/features/express-fees/locales/en.json';
import zhClaims from '@/features/claims/locales/zh.json';
import enClaims from '@/features/claims/locales/en.json';

// The one list of namespaces: i18next is initialised from it and its zh side types every `t` key
// (./i18next.d.ts). Static imports, not a glob, because a glob's modules have no key types; the
// locale test fails for any locales/zh.json left out of this list.

// messagesFor() is typed for the server's plain lookups; its keys are exactly MESSAGES' keys.
const messages = (language: Language) => messagesFor(language) as Record<MessageKey, string>;

/**
 * The blocks a feature's namespace takes from the contracts' catalogues rather than from its JSON:
 * the server's export and import headers read the same catalogues, so a label is written once.
 * Exported so the locale test can check a namespace against its JSON plus these blocks.
 */
export const catalogueBlocks = (language: Language) => ({
  brands: { fields: toLanguage(BRAND_FIELDS, language) },
  combinations: { fields: toLanguage(COMBINATION_FIELDS, language) },
  consignees: { fields: toLanguage(CONSIGNEE_FIELDS, language) },
  products: {
    fields: toLanguage(PRODUCT_FIELDS, language),
    status: toLanguage(PRODUCT_STATUS_TEXT, language),
  },
  roles: { fields: toLanguage(ROLE_FIELDS, language) },
  sign: {
    fields: toLanguage(SIGNING_FIELDS, language),
    status: toLanguage(SIGNING_STATUS_TEXT, language),
  },
  stores: {
    fields: toLanguage(STORE_FIELDS, language),
    status: toLanguage(STORE_STATUS_LABELS, language),
    inventory: toLanguage(INVENTORY_UPDATE_LABELS, language),
  },
  'sub-accounts': {
    fields: toLanguage(SUB_ACCOUNT_FIELDS, language),
    status: toLanguage(ACCOUNT_STATUS_LABELS, language),
  },
  'third-pay': {
    fields: toLanguage(THIRD_PAY_FIELDS, language),
    status: toLanguage(THIRD_PAY_STATUS_LABELS, language),
  },
  recharges: {
    fields: toLanguage(RECHARGE_FIELDS, language),
    status: toLanguage(RECHARGE_STATUS_LABELS, language),
    type: toLanguage(RECHARGE_TYPE_LABELS, language),
    provider: toLanguage(PAYMENT_PROVIDER_LABELS, language),
  },
  statements: {
    fields: toLanguage(STATEMENT_FIELDS, language),
    status: toLanguage(STATEMENT_STATUS_LABELS, language),
  },
  fees: {
    fields: toLanguage(FEE_FIELDS, language),
    feeType: toLanguage(FEE_TYPE_LABELS, language),
    status: toLanguage(FEE_STATUS_LABELS, language),
    disputeState: toLanguage(DISPUTE_FILTER_LABELS, language),
    documentType: toLanguage(FINANCE_DOCUMENT_LABELS, language),
    ledgerType: toLanguage(LEDGER_TYPE_LABELS, language),
    granularity: toLanguage(FEE_COUNT_GRANULARITY_LABELS, language),
  },
  'express-fees': {
    fields: toLanguage(EXPRESS_FEE_FIELDS, language),
    surcharge: toLanguage(SURCHARGE_LABELS, language),
    units: toLanguage(UNIT_SYSTEM_LABELS, language),
  },
  claims: {
    fields: toLanguage(CLAIM_FIELDS, language),
    status: toLanguage(CLAIM_STATUS_LABELS, language),
    claimType: toLanguage(CLAIM_TYPE_LABELS, language),
    relatedType: toLanguage(CLAIM_DOCUMENT_LABELS, language),
    ledgerType: toLanguage(LEDGER_TYPE_LABELS, language),
  },
});
const zhBlocks = catalogueBlocks('zh');
const enBlocks = catalogueBlocks('en');

const zh = {
  common: zhCommon,
  messages: messages('zh'),
  layout: zhLayout,
  list: zhList,
  import: zhImport,
  'account-security': zhAccountSecurity,
  auth: zhAuth,
  brands: { ...zhBrands, ...zhBlocks['brands'] },
  combinations: { ...zhCombinations, ...zhBlocks['combinations'] },
  consignees: { ...zhConsignees, ...zhBlocks['consignees'] },
  files: zhFiles,
  homepage: zhHomepage,
  'identity-verify': zhIdentityVerify,
  products: { ...zhProducts, ...zhBlocks['products'] },
  roles: { ...zhRoles, ...zhBlocks['roles'] },
  sign: { ...zhSign, ...zhBlocks['sign'] },
  stores: { ...zhStores, ...zhBlocks['stores'] },
  'sub-accounts': { ...zhSubAccounts, ...zhBlocks['sub-accounts'] },
  'third-pay': { ...zhThirdPay, ...zhBlocks['third-pay'] },
  recharges: { ...zhRecharges, ...zhBlocks['recharges'] },
  statements: { ...zhStatements, ...zhBlocks['statements'] },
  fees: { ...zhFees, ...zhBlocks['fees'] },
  'express-fees': { ...zhExpressFees, ...zhBlocks['express-fees'] },
  claims: { ...zhClaims, ...zhBlocks['claims'] },
};

/** Every namespace's keys, from the zh texts (the default language, so the complete one). */
export type Resources = typeof zh;
export type AppNamespace = keyof Resources;

// Typed as the zh side so that a key missing from an en file fails the type check too.
const en: Resources = {
  common: enCommon,
  messages: messages('en'),
  layout: enLayout,
  list: enList,
  import: enImport,
  'account-security': enAccountSecurity,
  auth: enAuth,
  brands: { ...enBrands, ...enBlocks['brands'] },
  combinations: { ...enCombinations, ...enBlocks['combinations'] },
  consignees: { ...enConsignees, ...enBlocks['consignees'] },
  files: enFiles,
  homepage: enHomepage,
  'identity-verify': enIdentityVerify,
  products: { ...enProducts, ...enBlocks['products'] },
  roles: { ...enRoles, ...enBlocks['roles'] },
  sign: { ...enSign, ...enBlocks['sign'] },
  stores: { ...enStores, ...enBlocks['stores'] },
  'sub-accounts': { ...enSubAccounts, ...enBlocks['sub-accounts'] },
  'third-pay': { ...enThirdPay, ...enBlocks['third-pay'] },
  recharges: { ...enRecharges, ...enBlocks['recharges'] },
  statements: { ...enStatements, ...enBlocks['statements'] },
  fees: { ...enFees, ...enBlocks['fees'] },
  'express-fees': { ...enExpressFees, ...enBlocks['express-fees'] },
  claims: { ...enClaims, ...enBlocks['claims'] },
};

export const resources: Record<Language, Resources> = { zh, en };
