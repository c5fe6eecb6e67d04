// Other features link to a product's detail page.
export { detailPath as productDetailPath, MANAGE_PATH as PRODUCTS_PATH } from './lib/display';
// A stored product image with preview (the combination detail page shows the main one).
export { StoredImage } from './components/product-images-field';
// Documents pick the company's products through one remote-search picker.
export { ProductPicker, type KnownProduct } from './components/product-picker';
