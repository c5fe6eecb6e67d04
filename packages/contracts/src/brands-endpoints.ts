import { z } from 'zod';
import {
  brand,
  BRAND_CODES,
  brandOption,
  brandPage,
  brandPageRequest,
  createBrandRequest,
  updateBrandRequest,
} from './brands';
import { defineEndpoints } from './endpoint';
import { batchResult, idRequest, idsRequest } from './list';
import { PRODUCT_CODES } from './products';

/** /api/brands/*: the brand list (/basic/brandManage) and the product form's brand picker. */
export const brandsEndpoints = defineEndpoints(
  'brands',
  {},
  {
    page: {
      access: BRAND_CODES.view,
      summary: "A page of the company's brands with how many products use each",
      body: brandPageRequest,
      response: brandPage,
    },
    detail: { access: BRAND_CODES.view, summary: 'One brand', body: idRequest, response: brand },
    options: {
      // The product form's brand picker: whoever edits products may pick a brand.
      access: PRODUCT_CODES.view,
      summary: "The company's brands to pick on a product, by name",
      body: z.object({}).nullish(),
      response: z.array(brandOption),
    },
    create: {
      access: BRAND_CODES.create,
      summary: 'Create a brand (name unique in the company)',
      body: createBrandRequest,
      response: brand,
    },
    update: {
      access: BRAND_CODES.edit,
      summary: 'Rename a brand',
      body: updateBrandRequest,
      response: brand,
    },
    delete: {
      access: BRAND_CODES.delete,
      summary: 'Delete brands no product uses (all or nothing)',
      body: idsRequest,
      response: batchResult,
    },
  },
);
