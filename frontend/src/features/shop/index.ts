/** What other features may use of the shop's own details. */
export { shopApi, useGetShopQuery } from './api';
