// Other features link to a product's detail page.
export { detailPath as productDetailPath } from './lib/display';
