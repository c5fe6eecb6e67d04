// Messages of logistics tracking. Spread into the one catalogue of ./messages.
export const TRACKING_MESSAGES = {
  'tracking.numbersRequired': {
    zh: '请输入跟踪号或出库单号',
    en: 'Enter tracking numbers or order numbers',
  },
  'tracking.tooMany': { zh: '一次最多查询 50 个单号', en: 'Track at most 50 numbers at a time' },
  'tracking.numberTooLong': { zh: '单号最长 40 个字符', en: 'A number has at most 40 characters' },
  'tracking.todoTrouble': {
    zh: '出库单 {{number}} 的包裹 {{trackingNo}}：{{status}}（{{text}}）',
    en: 'Outbound order {{number}}, parcel {{trackingNo}}: {{status}} ({{text}})',
  },
  'tracking.unknownParcel': {
    zh: '该出库单没有跟踪号为 {{trackingNo}} 的包裹',
    en: 'The order has no parcel with tracking number {{trackingNo}}',
  },
} as const;
