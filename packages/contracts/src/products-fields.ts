import { commonFields, COMMON_FIELDS, defineFields } from './fields';

/**
 * The products' labels: list columns, form, detail, export and import template (audit states:
 * PRODUCT_STATUS_TEXT). `*Short` are the list's titles; the `{{unit}}` ones are the web form's.
 */
export const PRODUCT_FIELDS = defineFields({
  sku: { zh: 'SKU', en: 'SKU' },
  names: { zh: '中文/英文描述', en: 'Description (CN/EN)' },
  nameCn: { zh: '中文描述', en: 'Chinese description' },
  nameEn: { zh: '英文描述', en: 'English description' },
  brand: { zh: '品牌', en: 'Brand' },
  brandName: { zh: '品牌', en: 'Brand' },
  brandId: { zh: '品牌', en: 'Brand' },
  category: { zh: '品类', en: 'Category' },
  categoryCode: { zh: '品类代码', en: 'Category code' },
  status: { zh: '审核状态', en: 'Audit status' },
  forecastWeightShort: { zh: '预报重量', en: 'Forecast weight' },
  actualWeightShort: { zh: '实际重量', en: 'Actual weight' },
  forecastSizeShort: { zh: '预报尺寸 长×宽×高', en: 'Forecast size L×W×H' },
  actualSizeShort: { zh: '实际尺寸 长×宽×高', en: 'Actual size L×W×H' },
  piecesPerCarton: { zh: '每箱数量', en: 'Pieces per carton' },
  declaredValue: { zh: '申报价值 (USD)', en: 'Declared value (USD)' },
  ...commonFields('rejectReason', 'createdAt'),
  weightUnit: { zh: '重量单位', en: 'Weight unit' },
  sizeUnit: { zh: '尺寸单位', en: 'Size unit' },
  weightIn: { zh: '预报重量 ({{unit}})', en: 'Forecast weight ({{unit}})' },
  sizeIn: { zh: '单位：{{unit}}', en: 'In {{unit}}' },
  forecastWeight: { zh: '预报重量', en: 'Forecast weight' },
  forecastLength: { zh: '预报长', en: 'Forecast length' },
  forecastWidth: { zh: '预报宽', en: 'Forecast width' },
  forecastHeight: { zh: '预报高', en: 'Forecast height' },
  forecastSize: { zh: '预报尺寸', en: 'Forecast size' },
  actualWeight: { zh: '实际重量', en: 'Actual weight' },
  actualLength: { zh: '实际长', en: 'Actual length' },
  actualWidth: { zh: '实际宽', en: 'Actual width' },
  actualHeight: { zh: '实际高', en: 'Actual height' },
  actualSize: { zh: '实际尺寸', en: 'Actual size' },
  images: { zh: '产品图片', en: 'Product images' },
  imageFileIds: { zh: '产品图片', en: 'Product images' },
  introductionUrl: { zh: '产品介绍链接', en: 'Introduction URL' },
  remark: COMMON_FIELDS.remark,
  hsCode: { zh: 'HS 编码', en: 'HS code' },
  declaredNameCn: { zh: '中文申报品名', en: 'Declared name (CN)' },
  declaredNameEn: { zh: '英文申报品名', en: 'Declared name (EN)' },
  material: { zh: '材质', en: 'Material' },
  batteryType: { zh: '带电情况', en: 'Battery' },
  dangerousClass: { zh: '危险品类别', en: 'Dangerous goods class' },
  deleteReason: COMMON_FIELDS.deleteReason,
  mainImage: { zh: '主图', en: 'Image' },
});

/** The categories by code (PRODUCT_CATEGORIES), as the import template's valid values list them. */
export const PRODUCT_CATEGORY_LABELS = defineFields({
  APPAREL: { zh: '服装', en: 'Apparel' },
  SHOES: { zh: '鞋靴', en: 'Shoes' },
  BAGS: { zh: '箱包', en: 'Bags' },
  ELECTRONICS: { zh: '电子产品', en: 'Electronics' },
  HOME: { zh: '家居', en: 'Home' },
  KITCHEN: { zh: '厨具', en: 'Kitchen' },
  TOYS: { zh: '玩具', en: 'Toys' },
  SPORTS: { zh: '运动户外', en: 'Sports & outdoors' },
  BEAUTY: { zh: '美妆个护', en: 'Beauty' },
  TOOLS: { zh: '五金工具', en: 'Tools' },
  AUTO: { zh: '汽车配件', en: 'Auto parts' },
  FURNITURE: { zh: '家具', en: 'Furniture' },
  OFFICE: { zh: '办公用品', en: 'Office' },
  PET: { zh: '宠物用品', en: 'Pet supplies' },
  OTHER: { zh: '其他', en: 'Other' },
});

/** The product import template's notes on its columns and on images (a zip named by SKU). */
export const PRODUCT_IMPORT_NOTES = defineFields({
  sku: {
    zh: '字母、数字和连字符，最多 30 位；不能与已有产品或文件中其他行重复',
    en: 'Letters, digits and hyphens, up to 30; not used by another product or another row',
  },
  brand: {
    zh: '公司已有的品牌名称（见“有效值”表），可留空',
    en: 'The name of one of your brands (see "Valid values"); may be empty',
  },
  category: {
    zh: '品类代码或名称（见“有效值”表）',
    en: 'The category code or name (see "Valid values")',
  },
  hsCode: { zh: '6 到 10 位数字', en: '6 to 10 digits' },
  url: { zh: 'http:// 或 https:// 开头的网址', en: 'A web address starting with http:// or https://' },
  images: {
    zh: '产品图片不在表格中填写：导入产品后，在产品列表点击“导入图片”上传一个 zip 压缩包（最大 {{mb}}MB），其中图片按 SKU 命名，例如 EARBUD-BLK-01.jpg、EARBUD-BLK-01-2.jpg、EARBUD-BLK-01_3.png（JPG/PNG/GIF，每张不超过 {{kb}}KB）。每个产品需要 3 到 5 张图片才能提交审核。',
    en: 'Images are not part of the sheet: after importing, click "Import images" on the product list and upload a zip (at most {{mb}} MB) of images named by SKU, e.g. EARBUD-BLK-01.jpg, EARBUD-BLK-01-2.jpg, EARBUD-BLK-01_3.png (JPG/PNG/GIF, at most {{kb}} KB each). A product needs 3 to 5 images before it can be submitted for review.',
  },
});
