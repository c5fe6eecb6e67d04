// The inbound orders feature's public face: links to the list and an order's detail.
export { detailPath as inboundDetailPath, MANAGE_PATH as INBOUND_PATH } from './lib/display';
