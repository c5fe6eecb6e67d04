// The relabel orders feature's public face: links to the list and an order's detail.
export { detailPath as relabelDetailPath, MANAGE_PATH as RELABEL_PATH } from './lib/display';
