export const NS = 'logistics-tracking';
