import { productsStep } from '../../integration/simulator/steps/products';
import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { TodosService } from '../homepage/todos.service';
import type { FilesService } from '../files/files.service';
import type { BrandsService } from '../brands/brands.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { ExportsService } from '../exports/exports.service';
import type { ImportsService } from '../imports/imports.service';
import { createProductsService } from './products.service';
import { createProductImagesImport } from './products.images-import';
import { productsExport } from './products.export';
import { productsImport } from './products.import';
import { createProductImporter } from './products.import-apply';
import { productReviewsRoutes } from './product-reviews.routes';
import { productsRoutes } from './products.routes';
import type { SearchBoard } from '../search/search-board.service';
import { productsSearch } from './products.search.repository';

export const productsModule = defineModule({
  name: 'products',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      files: FilesService;
      brands: BrandsService;
      accounts: AccountsService;
      exports: ExportsService;
      imports: ImportsService;
    },
  ) => ({
    products: createProductsService({ ...deps, ...s }),
    productImages: createProductImagesImport({ ...deps, ...s }),
    productImporter: createProductImporter({ ...deps, ...s }),
  }),
  routes: productsRoutes,
  integrationRoutes: productReviewsRoutes,
  setup: (s, deps) => {
    s.searchBoard.add(productsSearch(deps.db));
    s.exports.define(productsExport);
    s.imports.define(productsImport(s.productImporter));
  },
  simulatorSteps: { products: productsStep },
});
