// The shipments feature's public face: its list's path.
export { SHIPMENT_LIST_PATH as SHIPMENTS_PATH } from '@oms/contracts';
