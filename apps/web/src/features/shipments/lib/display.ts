export const NS = 'shipments';
