// Messages of products and brands (specification §5 rules with their texts). Spread into the one
// catalogue of ./messages.
export const PRODUCT_MESSAGES = {
  'brands.nameRequired': { zh: '请输入品牌名称', en: 'Enter the brand name' },
  'brands.nameTaken': { zh: '品牌名称已存在', en: 'A brand with this name already exists' },
  'brands.inUse': {
    zh: '品牌“{{name}}”正被 {{count}} 个产品使用，不能删除',
    en: 'The brand "{{name}}" cannot be deleted while products use it (products: {{count}})',
  },
  'brands.notFound': { zh: '品牌不存在', en: 'The brand does not exist' },
  'products.skuRequired': { zh: '请输入 SKU', en: 'Enter the SKU' },
  'products.skuFormat': {
    zh: 'SKU 只能包含字母、数字和连字符，最多 {{max}} 位',
    en: 'The SKU may hold letters, digits and hyphens, up to {{max}} characters',
  },
  'products.skuTaken': { zh: 'SKU {{sku}} 已存在', en: 'The SKU {{sku}} already exists' },
  'products.nameCnRequired': { zh: '请输入中文描述', en: 'Enter the Chinese description' },
  'products.nameEnRequired': { zh: '请输入英文描述', en: 'Enter the English description' },
  'products.categoryRequired': { zh: '请选择品类', en: 'Choose the category' },
  'products.measureRequired': { zh: '请输入重量和尺寸', en: 'Enter the weight and sizes' },
  'products.measureFormat': {
    zh: '请输入数字，最多两位小数',
    en: 'Enter a number with at most two decimals',
  },
  'products.measurePositive': { zh: '必须大于 0', en: 'Must be greater than 0' },
  'products.piecesRequired': { zh: '请输入每箱数量', en: 'Enter the pieces per carton' },
  'products.piecesFormat': {
    zh: '每箱数量为 1 到 {{max}} 的整数',
    en: 'Pieces per carton is a whole number from 1 to {{max}}',
  },
  'products.declaredValueRequired': { zh: '请输入申报价值', en: 'Enter the declared value' },
  'products.declaredValueFormat': {
    zh: '申报价值为数字，最多两位小数',
    en: 'The declared value is a number with at most two decimals',
  },
  'products.declaredValuePositive': {
    zh: '申报价值必须大于 0',
    en: 'The declared value must be greater than 0',
  },
  'products.imagesCount': {
    zh: '请上传 {{min}} 到 {{max}} 张产品图片',
    en: 'Upload {{min}} to {{max}} product images',
  },
  'products.imageInvalid': {
    zh: '图片不存在、不是图片或不是本公司上传的，请重新上传',
    en: 'An image does not exist, is not an image or was not uploaded by your company; upload it again',
  },
  'products.imageDuplicate': { zh: '同一张图片不能重复使用', en: 'The same image is used twice' },
  'products.imagesMissing': {
    zh: '产品 {{sku}} 需要 {{min}} 到 {{max}} 张图片才能提交，请先编辑上传',
    en: 'The product {{sku}} needs {{min}} to {{max}} images before it is submitted; edit it and upload them',
  },
  'products.skuTwiceInFile': {
    zh: 'SKU {{sku}} 在文件中重复',
    en: 'The SKU {{sku}} appears twice in the file',
  },
  'products.categoryUnknown': { zh: '品类不存在：{{value}}', en: 'Unknown category: {{value}}' },
  'products.hsCodeFormat': { zh: 'HS 编码为 6 到 10 位数字', en: 'The HS code is 6 to 10 digits' },
  'products.notEditable': {
    zh: '产品审核中，不能修改',
    en: 'The product is under review and cannot be changed',
  },
  'products.physicalLocked': {
    zh: '产品已审核通过，SKU、重量和尺寸不能修改',
    en: 'The product has passed the audit: its SKU, weight and sizes cannot be changed',
  },
  'products.notSubmittable': {
    zh: '产品 {{sku}} 不是待提交或已驳回状态，不能提交',
    en: 'The product {{sku}} is not to be submitted or rejected and cannot be submitted',
  },
  'products.notDeletable': {
    zh: '产品 {{sku}} 已提交审核或已通过，不能删除',
    en: 'The product {{sku}} is under review or has passed and cannot be deleted',
  },
  'products.alreadyDecided': {
    zh: '该产品不在审核中，不能审核',
    en: 'This product is not under review and cannot be decided',
  },
  // images from a zip named by SKU: why a file was not used, and why the zip was refused
  'productImages.badName': {
    zh: '文件名须为 SKU 加图片扩展名，如 SKU.jpg、SKU-2.jpg',
    en: 'The file name must be a SKU with an image extension, e.g. SKU.jpg or SKU-2.jpg',
  },
  'productImages.unknownSku': { zh: '没有 SKU 为「{{sku}}」的产品', en: 'No product has the SKU "{{sku}}"' },
  'productImages.notImage': {
    zh: '不是 JPG、PNG 或 GIF 图片',
    en: 'Not a JPG, PNG or GIF image',
  },
  'productImages.tooLarge': { zh: '图片超过 {{kb}}KB', en: 'The image is larger than {{kb}} KB' },
  'productImages.notEditable': {
    zh: '产品 {{sku}} 已提交审核或已通过，不能再添加图片',
    en: 'The product {{sku}} is under review or has passed; images cannot be added',
  },
  'productImages.tooMany': {
    zh: '产品 {{sku}} 最多 {{max}} 张图片',
    en: 'The product {{sku}} has {{max}} images at most',
  },
  'productImages.zipType': { zh: '只能上传 zip 压缩包', en: 'Only a zip file can be uploaded' },
  'productImages.zipTooLarge': {
    zh: 'zip 压缩包不能超过 {{mb}}MB',
    en: 'The zip file may be at most {{mb}} MB',
  },
  'productImages.badZip': {
    zh: '无法读取该 zip 压缩包（已损坏、加密或解压后过大）',
    en: 'This zip file cannot be read (damaged, encrypted or too large unpacked)',
  },
  'products.todoRejected': {
    zh: '产品 {{sku}} 审核被驳回：{{reason}}',
    en: 'Product {{sku}} was rejected: {{reason}}',
  },
  'products.todoPassed': { zh: '产品 {{sku}} 已审核通过', en: 'Product {{sku}} was approved' },
} as const;
