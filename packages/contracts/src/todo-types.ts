/** To-do related types (specification §2: 1–11; 12 and up are ours), by name: code uses these, never numbers. */
export const TODO_TYPE = {
  product: 1,
  notice: 2,
  inbound: 3,
  outbound: 4,
  certification: 5,
  relabel: 6,
  return: 7,
  reservation: 8,
  recharge: 9,
  claim: 10,
  valueAddedService: 11,
  signing: 12,
  storeAuthorization: 13,
  overReceipt: 14,
} as const;
export type TodoTypeNumber = (typeof TODO_TYPE)[keyof typeof TODO_TYPE];
