import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  moneyField,
  textField,
} from './field-catalogue';
import { CURRENCY_SHORT_LABELS } from './finance';
import { STATEMENT_FIELDS, STATEMENT_STATUS_LABELS, type Statement } from './statements';

/** The amounts of a statement, each a signed sum in its currency. */
export type StatementAmount =
  'opening' | 'recharges' | 'fees' | 'refunds' | 'compensation' | 'supplements' | 'adjustments' | 'closing';

/** An amount in the statement's currency, its file column wide enough for a year's sums. */
const amount = (key: StatementAmount) =>
  moneyField<Statement>(
    (r) => r.currency,
    (r) => r[key],
    16,
  );

/** How each field of a monthly statement reads: the list's columns, its detail drawer and the export. */
export const STATEMENT_CATALOGUE = defineCatalogue<Statement>()(STATEMENT_FIELDS, {
  month: textField((r) => r.month, 10),
  currency: choiceField(CURRENCY_SHORT_LABELS, (r) => r.currency, 10),
  status: choiceField(STATEMENT_STATUS_LABELS, (r) => r.status, 10),
  opening: amount('opening'),
  recharges: amount('recharges'),
  fees: amount('fees'),
  refunds: amount('refunds'),
  compensation: amount('compensation'),
  supplements: amount('supplements'),
  adjustments: amount('adjustments'),
  closing: amount('closing'),
  entries: countField((r) => r.entries),
  closedAt: dateTimeField((r) => r.closedAt),
});
