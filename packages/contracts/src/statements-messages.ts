// Messages of the monthly statements (spread into ./messages).
export const STATEMENT_MESSAGES = {
  'statements.monthFormat': { zh: '月份格式为 YYYY-MM', en: 'A month is written YYYY-MM' },
  'statements.monthRange': {
    zh: '起始月份不能晚于截止月份',
    en: 'The from month cannot be after the to month',
  },
  'statements.future': {
    zh: '该月份尚未开始，没有账单',
    en: 'That month has not begun, so it has no statement',
  },
  'statements.unbalanced': {
    zh: '{{month}} {{currency}} 账单不平：期初 {{opening}} 加本月发生额不等于期末 {{closing}}',
    en: 'The {{month}} {{currency}} statement does not balance: opening {{opening}} plus the month is not closing {{closing}}',
  },
} as const;
