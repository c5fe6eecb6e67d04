// Messages of the inventory kernel and the stock pages (spread into ./messages).
export const INVENTORY_MESSAGES = {
  'inventory.insufficientStock': {
    zh: 'SKU {{sku}} 可用库存不足：需要 {{needed}}，可用 {{available}}',
    en: 'Not enough available stock of SKU {{sku}}: {{needed}} needed, {{available}} available',
  },
  'inventory.bucketShort': {
    zh: 'SKU {{sku}} 的{{bucket}}数量不足：需要 {{needed}}，现有 {{have}}',
    en: 'SKU {{sku}} has too little {{bucket}}: {{needed}} needed, {{have}} held',
  },
  'inventory.badQuantity': {
    zh: '数量必须是正整数',
    en: 'Quantities must be positive whole numbers',
  },
  'inventory.thresholdWhole': {
    zh: '预警值必须是整数',
    en: 'The threshold must be a whole number',
  },
  'inventory.thresholdRange': {
    zh: '预警值须在 0 到 1,000,000 之间（0 表示不预警）',
    en: 'The threshold must be from 0 to 1,000,000 (0 turns the alert off)',
  },
} as const;
