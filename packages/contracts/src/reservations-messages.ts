// Messages of inbound reservations and the warehouse calendar (/order/warehousReserve…). Spread into
// the one catalogue of ./messages.
export const RESERVATION_MESSAGES = {
  'reservations.containerNoRequired': { zh: '请输入柜号', en: 'Enter the container number' },
  'reservations.containerNoFormat': {
    zh: '柜号只能包含英文字母、数字和连字符，最多 {{max}} 个字符',
    en: 'The container number may hold letters, digits and hyphens, up to {{max}} characters',
  },
  'reservations.containerTypeRequired': { zh: '请选择柜型', en: 'Select the container type' },
  'reservations.unloadingMethodRequired': { zh: '请选择卸货方式', en: 'Select the unloading method' },
  'reservations.ordersMax': { zh: '一个预约最多关联 50 个入库单', en: 'Link at most 50 inbound orders' },
  'reservations.duplicateOrder': { zh: '入库单重复', en: 'An inbound order is listed twice' },
  'reservations.slotTimeFormat': { zh: '时间格式为 HH:mm', en: 'Times are HH:mm' },
  'reservations.monthFormat': { zh: '月份格式为 yyyy-mm', en: 'Months are yyyy-mm' },
  'reservations.slotEndBeforeStart': {
    zh: '时段结束时间必须晚于开始时间',
    en: 'A slot must end after it starts',
  },
  'reservations.duplicateSlot': {
    zh: '同一天不能有两个开始时间相同的时段',
    en: 'A day cannot have two slots starting at the same time',
  },
  'reservations.dockNoRequired': {
    zh: '请输入月台号（最多 20 个字符）',
    en: 'Enter the dock number (up to 20 characters)',
  },
  'reservations.slotRequired': { zh: '请在日历上选择一个时段', en: 'Pick a slot on the calendar' },
  'reservations.noSuchSlot': {
    zh: '{{date}} 没有 {{start}} 开始的时段',
    en: 'There is no slot starting at {{start}} on {{date}}',
  },
  'reservations.dayClosed': { zh: '仓库 {{date}} 不营业', en: 'The warehouse is closed on {{date}}' },
  'reservations.slotPast': {
    zh: '时段 {{date}} {{start}} 已过，请选择之后的时段',
    en: 'The slot {{date}} {{start}} has passed; pick a later one',
  },
  'reservations.slotTooFar': {
    zh: '最多只能预约 12 个月内的时段',
    en: 'Slots can be booked up to 12 months ahead',
  },
  'reservations.slotFull': {
    zh: '时段 {{date}} {{start}} 已约满，请选择其他时段',
    en: 'The slot {{date}} {{start}} is full; pick another one',
  },
  'reservations.notAllowed': {
    zh: '预约单 {{number}} 当前状态不允许此操作',
    en: 'Reservation {{number}} does not allow this in its current state',
  },
  'reservations.capacityBelowBooked': {
    zh: '{{date}} {{start}} 已有 {{booked}} 个预约，容量不能低于已预约数',
    en: '{{date}} {{start}} already holds {{booked}} bookings; its capacity cannot go below that',
  },
  'reservations.closingBookedDay': {
    zh: '{{date}} 已有预约，不能设为休息日',
    en: '{{date}} already has bookings and cannot be closed',
  },
  'reservations.slotRemovedWithBookings': {
    zh: '{{date}} {{start}} 的时段已有预约，不能删除',
    en: 'The slot {{date}} {{start}} holds bookings and cannot be removed',
  },
  'reservations.todoPickSlot': {
    zh: '预约单 {{number}} 待预约：请选择到仓时段',
    en: 'Reservation {{number}} waits for a slot: pick one',
  },
  'reservations.todoExpiry': {
    zh: '预约单 {{number}} 的免柜期 {{date}} 即将到期',
    en: 'The free-container period of reservation {{number}} ends on {{date}}',
  },
  'reservations.todoMoved': {
    zh: '预约单 {{number}}：{{status}}',
    en: 'Reservation {{number}}: {{status}}',
  },
  'reservations.todoConfirmed': {
    zh: '预约单 {{number}} 已确认，月台号 {{dock}}',
    en: 'Reservation {{number}} confirmed at dock {{dock}}',
  },
} as const;
