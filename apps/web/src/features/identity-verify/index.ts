// What other features may use: the gate of pages that need a passed certification, its state hook,
// and the operation record timeline.
export {
  CertificationGate,
  CertificationNotice,
  IDENTITY_VERIFY_PATH,
} from './components/certification-gate';
export { useCertificationState } from './api';
