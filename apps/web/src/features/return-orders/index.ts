// The return orders feature's public face: links to the list and a return's detail.
export { detailPath as returnDetailPath, MANAGE_PATH as RETURNS_PATH } from './lib/display';
