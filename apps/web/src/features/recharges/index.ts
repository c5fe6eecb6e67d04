// The recharges feature's public face: the home page's funds card links to the recharge page.
export { RECHARGE_PATH } from './recharge-columns';
