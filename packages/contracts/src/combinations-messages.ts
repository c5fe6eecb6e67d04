import { COMBINATION_LIMITS } from './combinations';

// Messages of combinations (basic information). Spread into the one catalogue of ./messages.
const { componentsMax, ratioMin, ratioMax } = COMBINATION_LIMITS;

export const COMBINATION_MESSAGES = {
  'combinations.nameRequired': { zh: '请输入组合名称', en: 'Enter the combination name' },
  'combinations.nameTaken': {
    zh: '组合名称“{{name}}”已存在',
    en: 'A combination named "{{name}}" already exists',
  },
  'combinations.componentsRequired': {
    zh: '请至少添加一个组合明细',
    en: 'Add at least one component',
  },
  'combinations.componentsTooMany': {
    zh: `组合明细最多 ${componentsMax} 行`,
    en: `A combination holds at most ${componentsMax} components`,
  },
  'combinations.productRequired': { zh: '请选择产品 SKU', en: 'Choose the product SKU' },
  'combinations.ratioRequired': { zh: '请输入配比', en: 'Enter the ratio' },
  'combinations.ratioFormat': {
    zh: `配比须为 ${ratioMin} 到 ${ratioMax} 的整数`,
    en: `The ratio is a whole number from ${ratioMin} to ${ratioMax}`,
  },
  'combinations.componentDuplicate': {
    zh: '该产品已在组合中，同一产品只能添加一次',
    en: 'This product is already in the combination; add each product once',
  },
  'combinations.productNotFound': {
    zh: '产品不存在或不属于本公司',
    en: 'The product does not exist or is not your company’s',
  },
  'combinations.productNotPassed': {
    zh: 'SKU {{sku}} 未审核通过，只有审核通过的产品才能组合',
    en: 'The SKU {{sku}} has not passed the audit; only passed products can be combined',
  },
} as const;
