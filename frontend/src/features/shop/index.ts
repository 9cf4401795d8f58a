/** What other features may use of the shop's own details. */
export { shopApi, useGetShopQuery } from './api';
export { PickupWhereWhen } from './components/pickup-where-when';
export { useStoreHours } from './store-hours';
