// Messages of the top bar's search. Spread into the one catalogue of ./messages.
export const SEARCH_MESSAGES = {
  'search.keywordRequired': {
    zh: '请输入单号、SKU 或跟踪号',
    en: 'Enter a document number, SKU or tracking number',
  },
  'search.keywordShort': { zh: '请至少输入 {{min}} 个字符', en: 'Enter at least {{min}} characters' },
} as const;
