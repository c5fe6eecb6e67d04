// Logistics tracking's public face: its page path.
export const TRACKING_PATH = '/printOrderManage/logisticsTracking';
