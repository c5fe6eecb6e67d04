// What other features may use: the brand picker's options (the product form).
export { brandKeys, useBrandOptions } from './api';
