// The outbound orders feature's public face: links to the list and an order's detail.
export { detailPath as outboundDetailPath, MANAGE_PATH as OUTBOUND_PATH } from './lib/display';
