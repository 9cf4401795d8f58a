import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { COUNTER_DEVICE_HEADER } from '@shop/backend/contract';
import { readAdminToken } from './admin-session';
import { readCounterDevice } from './counter-device';
import { getCustomerToken } from './customer-token';
import { apiBaseUrl } from './env';

/** Which credential a call carries: the owner's JWT, the customer's Firebase ID token, or none. */
export type ApiAuth = 'admin' | 'customer' | 'none';
export type ApiArgs = FetchArgs & { auth?: ApiAuth };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${apiBaseUrl}/api`,
  credentials: 'include',
  timeout: 20_000,
});

type UnauthorizedListener = (auth: ApiAuth) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the owner's area end the session on any 401 without the API layer knowing about routing. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const baseQuery: BaseQueryFn<string | ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { auth = 'none', ...request }: ApiArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  const token = auth === 'admin' ? readAdminToken() : auth === 'customer' ? await getCustomerToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Only the owner's and staff's calls: a customer's never carry the shop's counter key.
  const device = auth === 'customer' ? null : readCounterDevice();
  if (device) headers.set(COUNTER_DEVICE_HEADER, device.key);
  const result = await rawBaseQuery({ ...request, headers }, api, extra);
  if (result.error?.status === 401) unauthorizedListeners.forEach((listener) => listener(auth));
  return result;
};

/** One api slice; each feature injects its endpoints. Unused data is kept 60 s. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60,
  tagTypes: [
    'Book',
    'Order',
    'Stats',
    'Shop',
    'PrintRates',
    'BackInStock',
    'CounterSale',
    'CounterDay',
    'TaxSettings',
  ],
  endpoints: () => ({}),
});
