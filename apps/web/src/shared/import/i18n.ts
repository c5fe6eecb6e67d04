/** The import dialog's own strings, in the `import` namespace (registered by app/i18n). */
export const IMPORT_NS = 'import';
