// Messages of the file center, uploads, imports, exports and the download center (specification §5,
// §8). Spread into the one catalogue of ./messages.
export const FILE_MESSAGES = {
  // uploads: checked by content, never by name (specification §5)
  'files.imageType': {
    zh: '只能上传 JPG/PNG/JPEG/GIF 格式的图片',
    en: 'Only JPG/PNG/JPEG/GIF images can be uploaded',
  },
  'files.imageTooLarge': { zh: '图片大小不能超过 {{kb}}KB', en: 'Image must be {{kb}}KB or smaller' },
  'files.waybillType': { zh: '面单图片只能是 png 格式', en: 'The waybill picture must be a png image' },
  'files.waybillTooLarge': {
    zh: '面单图片大小不能超过 {{mb}}MB',
    en: 'The waybill picture must be {{mb}}MB or smaller',
  },
  'files.importType': { zh: '只能上传 xls 或 xlsx 文件', en: 'Only xls or xlsx files can be uploaded' },
  'files.importTooLarge': {
    zh: '导入文件大小不能超过 {{mb}}MB',
    en: 'The import file must be {{mb}}MB or smaller',
  },
  'files.attachmentType': {
    zh: '只能上传图片、PDF 或 Excel 文件',
    en: 'Only images, PDF or Excel files can be uploaded',
  },
  'files.attachmentTooLarge': {
    zh: '附件大小不能超过 {{mb}}MB',
    en: 'The attachment must be {{mb}}MB or smaller',
  },
  'files.empty': { zh: '文件内容为空', en: 'The file is empty' },
  'files.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'files.malformedUpload': {
    zh: '上传内容格式不正确，请重新选择文件上传',
    en: 'The upload is malformed: choose the file and upload it again',
  },
  'files.attached': {
    zh: '文件已被单据使用，不能删除',
    en: 'The file is attached to a document and cannot be deleted',
  },
  // download center and file center (specification §8)
  'files.downloadFailed': { zh: '下载失败', en: 'Download failed' },
  'jobs.interrupted': {
    zh: '任务被中断且重试次数已用完，请重新操作',
    en: 'The task was interrupted too often; please start it again',
  },
  'jobs.failed': { zh: '任务执行失败，请重试', en: 'The task failed, please retry' },
  // exports (specification §8)
  'exports.failed': { zh: '导出失败，请重试', en: 'Export failed, please retry' },
  'exports.async': {
    zh: '数据正在异步处理，请稍后在下载中心下载',
    en: 'Data is being processed asynchronously; download it later from the download center',
  },
  'exports.tooMuch': {
    zh: '导出数据过多，请到导出页面下载',
    en: 'Too much export data, download it from the export page',
  },
  'exports.noData': { zh: '没有可导出的数据', en: 'There is no data to export' },
  'exports.unknownKind': { zh: '不支持的导出类型', en: 'This export is not supported' },
  'exports.ready': { zh: '导出完成', en: 'Export finished' },
  // imports (specification §8: an import error offers the error file)
  'imports.unknownKind': { zh: '不支持的导入类型', en: 'This import is not supported' },
  'imports.failed': {
    zh: '导入失败，请下载错误文件查看原因',
    en: 'Import failed; download the error file to see why',
  },
  'imports.succeeded': { zh: '导入成功，共 {{count}} 条', en: 'Imported {{count}} rows' },
  'imports.async': {
    zh: '数据正在异步处理，请稍后在下载中心查看结果',
    en: 'Data is being processed asynchronously; see the result later in the download center',
  },
  'imports.badFile': {
    zh: '无法读取该 Excel 文件，请使用导入模板',
    en: 'This Excel file cannot be read; please use the import template',
  },
  'imports.unpacksTooLarge': {
    zh: '文件解压后超过 100 MB，无法作为表格读取，请检查文件',
    en: 'This file unpacks to more than 100 MB and cannot be read as a spreadsheet; check the file',
  },
  'imports.wrongTemplate': {
    zh: '表头与导入模板不一致，请下载最新模板',
    en: 'The header row does not match the import template; download the latest template',
  },
  'imports.noRows': { zh: '导入文件中没有数据', en: 'The import file holds no data rows' },
  'imports.tooManyRows': {
    zh: '单次最多导入 {{max}} 条数据',
    en: 'At most {{max}} rows can be imported at once',
  },
  'imports.reasonHeader': { zh: '错误原因', en: 'Error reason' },
} as const satisfies Record<string, { zh: string; en: string }>;
