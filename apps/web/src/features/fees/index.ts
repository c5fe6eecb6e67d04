// The fees feature's public face: links to a fee line's detail.
export { detailPath as feeDetailPath, INQUIRY_PATH as FEE_INQUIRY_PATH } from './lib/display';
