// The files feature's public face: other features export their lists through `useListExport`.
export { useListExport } from './use-list-export';
export { downloadFile } from './lib/download';
