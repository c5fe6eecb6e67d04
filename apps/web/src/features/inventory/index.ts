// The inventory feature's public face: a balance's page, and a combination's availability per warehouse.
export { detailPath as stockDetailPath, STOCK_PATH } from './lib/display';
export { useCombinationAvailability } from './api';
export { HomeAgeingCard, HomeLowStockCard } from './components/home-stock-cards';
