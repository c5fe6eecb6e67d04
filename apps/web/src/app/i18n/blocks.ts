import {
  ACCOUNT_STATUS_LABELS,
  BRAND_FIELDS,
  COMBINATION_FIELDS,
  CONSIGNEE_FIELDS,
  INVENTORY_UPDATE_LABELS,
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
} from '@oms/contracts';
import {
  commonFields,
  CONTAINER_TYPE_LABELS,
  DIFFERENCE_STATUS_LABELS,
  HEAD_LEG_LABELS,
  INBOUND_ATTACHMENT_LABELS,
  INBOUND_FIELDS,
  INBOUND_STATUS_LABELS,
  INBOUND_TYPE_LABELS,
  MILESTONE_LABELS,
  HEAD_LEG_FIELD_LABELS,
  HEAD_LEG_SERVICES,
  type HeadLegField,
  type HeadLegService,
} from '@oms/contracts';
import {
  CONTAINER_TYPE_LABELS as RESERVATION_CONTAINER_LABELS,
  INBOUND_STATUS_LABELS as RESERVATION_INBOUND_LABELS,
  RESERVATION_FIELDS,
  RESERVATION_STATUS_LABELS as RESERVATION_LABELS,
  UNLOADING_METHOD_LABELS,
} from '@oms/contracts';
import {
  AGE_BUCKET_LABELS,
  INVENTORY_FIELDS,
  MOVEMENT_TYPE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  STOCK_DOCUMENT_LABELS,
} from '@oms/contracts';
import {
  CONTAINER_FIELDS,
  OVER_RECEIPT_DECISION_LABELS,
  OVER_RECEIPT_FIELDS,
  OVER_RECEIPT_STATUS_LABELS,
  RESERVATION_STATUS_LABELS,
} from '@oms/contracts';

/** Each head-leg's labels of the order's fields (a parcel's carrier, a truck's driver). */
const headLegFieldsIn = (language: Language) =>
  Object.fromEntries(
    HEAD_LEG_SERVICES.map((leg) => [leg, toLanguage(HEAD_LEG_FIELD_LABELS[leg], language)]),
  ) as Record<HeadLegService, Record<HeadLegField, string>>;

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
  'inbound-orders': {
    fields: toLanguage({ ...INBOUND_FIELDS, ...commonFields('deleteReason') }, language),
    status: toLanguage(INBOUND_STATUS_LABELS, language),
    inboundType: toLanguage(INBOUND_TYPE_LABELS, language),
    headLeg: toLanguage(HEAD_LEG_LABELS, language),
    headLegField: headLegFieldsIn(language),
    containerType: toLanguage(CONTAINER_TYPE_LABELS, language),
    milestone: toLanguage(MILESTONE_LABELS, language),
    differenceStatus: toLanguage(DIFFERENCE_STATUS_LABELS, language),
    attachmentKind: toLanguage(INBOUND_ATTACHMENT_LABELS, language),
    feeType: toLanguage(FEE_TYPE_LABELS, language),
    feeStatus: toLanguage(FEE_STATUS_LABELS, language),
  },
  'over-receipts': {
    fields: toLanguage(OVER_RECEIPT_FIELDS, language),
    status: toLanguage(OVER_RECEIPT_STATUS_LABELS, language),
    decision: toLanguage(OVER_RECEIPT_DECISION_LABELS, language),
  },
  containers: {
    fields: toLanguage(CONTAINER_FIELDS, language),
    containerType: toLanguage(CONTAINER_TYPE_LABELS, language),
    milestone: toLanguage(MILESTONE_LABELS, language),
    headLeg: toLanguage(HEAD_LEG_LABELS, language),
    inboundStatus: toLanguage(INBOUND_STATUS_LABELS, language),
    reservationStatus: toLanguage(RESERVATION_STATUS_LABELS, language),
  },
  reservations: {
    fields: toLanguage(RESERVATION_FIELDS, language),
    status: toLanguage(RESERVATION_LABELS, language),
    containerType: toLanguage(RESERVATION_CONTAINER_LABELS, language),
    unloadingMethod: toLanguage(UNLOADING_METHOD_LABELS, language),
    inboundStatus: toLanguage(RESERVATION_INBOUND_LABELS, language),
  },
  inventory: {
    fields: toLanguage(INVENTORY_FIELDS, language),
    movementType: toLanguage(MOVEMENT_TYPE_LABELS, language),
    documentType: toLanguage(STOCK_DOCUMENT_LABELS, language),
    ageBucket: toLanguage(AGE_BUCKET_LABELS, language),
    category: toLanguage(PRODUCT_CATEGORY_LABELS, language),
  },
});
