// The express fee trial's public face: its page path.
export { TRIAL_PATH as EXPRESS_FEE_PATH } from './lib/units';
