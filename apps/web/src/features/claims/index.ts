// The claims feature's public face: links to the claims list and a claim's detail.
export { detailPath as claimDetailPath, MANAGE_PATH as CLAIMS_PATH } from './claim-columns';
