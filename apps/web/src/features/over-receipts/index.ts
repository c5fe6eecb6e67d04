// The over-receipts feature's public face: links to the list and an over-receipt's detail.
export {
  detailPath as overReceiptDetailPath,
  MANAGE_PATH as OVER_RECEIPTS_PATH,
} from './over-receipt-columns';
