import { defineEndpoints } from './endpoint';
import { batchResult, idRequest, idsRequest } from './list';
import {
  createProductRequest,
  deleteProductsRequest,
  printLabelsRequest,
  printLabelsResult,
  product,
  PRODUCT_CODES,
  productDetail,
  productPage,
  productImagesImportResult,
  productPageRequest,
  updateProductRequest,
} from './products';

/**
 * /api/products/* (/basic/productManage, /basic/productDetail) and the customer's side of their
 * audit. Export and import go through /api/exports/create and /api/imports/upload; the warehouse's
 * side of the audit is in product-reviews-endpoints.ts.
 */
export const productsEndpoints = defineEndpoints(
  'products',
  {},
  {
    page: {
      access: PRODUCT_CODES.view,
      summary: "A page of the company's products (measures metric: grams, hundredths of a cm)",
      body: productPageRequest,
      response: productPage,
    },
    detail: {
      access: PRODUCT_CODES.view,
      summary: 'One product with its operation record',
      body: idRequest,
      response: productDetail,
    },
    create: {
      access: PRODUCT_CODES.create,
      summary: 'Create a product (to be submitted); weight and sizes in the units named',
      body: createProductRequest,
      response: product,
    },
    update: {
      access: PRODUCT_CODES.edit,
      summary: 'Edit a product not under review; a passed one keeps its SKU, weight and sizes',
      body: updateProductRequest,
      response: product,
    },
    submit: {
      access: PRODUCT_CODES.submit,
      summary: 'Submit products for the audit (one or a batch, all or nothing)',
      body: idsRequest,
      response: batchResult,
    },
    labels: {
      access: PRODUCT_CODES.print,
      summary: 'Labels of the selected products (Code 128 barcode of the SKU) as a PDF in the file center',
      body: printLabelsRequest,
      response: printLabelsResult,
    },
    importImages: {
      access: PRODUCT_CODES.edit,
      summary:
        'Add images to products from a zip named by SKU (multipart field `file`): SKU.jpg, SKU-2.jpg, SKU_3.png',
      multipart: true,
      response: productImagesImportResult,
    },
    delete: {
      access: PRODUCT_CODES.delete,
      summary: 'Delete products to be submitted or rejected, with a reason (all or nothing)',
      body: deleteProductsRequest,
      response: batchResult,
    },
  },
);
