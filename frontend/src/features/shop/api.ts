import { api } from '@/lib/api-slice';
import type { ShopInfo } from '@shop/backend/contract';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShop: build.query<ShopInfo, void>({ query: () => '/shop', keepUnusedDataFor: 3600 }),
  }),
});

export const { useGetShopQuery } = shopApi;
