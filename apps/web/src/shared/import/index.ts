// The import of a list: a dialog with the template, the upload (with progress) and the error file.
export { ImportDialog } from './import-dialog';
export { IMPORT_NS } from './i18n';
export { uploadWithProgress } from './import-api';
export { useImportDialog } from './use-import-dialog';
export { UploadStepsView, useUploadSteps, type UploadState } from './upload-steps';
