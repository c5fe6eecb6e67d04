/** The list framework's own strings, in the `list` namespace (registered by app/i18n). */
export const LIST_NS = 'list';
