/** What other features may use of the catalogue. */
export {
  catalogApi,
  SEARCH_DEBOUNCE_MS,
  useGetBookQuery,
  useGetBooksQuery,
  useGetTopSellersQuery,
  type BookListParams,
} from './api';
export { cardsInFirstRow } from './first-row';
