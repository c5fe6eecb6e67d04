// The value-added service orders feature's public face: links to the list and an order's detail.
export { detailPath as vasDetailPath, MANAGE_PATH as VAS_PATH } from './lib/display';
