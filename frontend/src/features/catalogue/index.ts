/** What other features may use of the catalogue. */
export {
  catalogueApi,
  SEARCH_DEBOUNCE_MS,
  useGetBookQuery,
  useGetBooksByIdsQuery,
  useGetBooksQuery,
  useGetTopSellersQuery,
  type BookListParams,
  type CataloguePage,
  type CatalogueQuery,
} from './api';
export { catalogueQueryOf, readCatalogueFilters, type CatalogueFilters } from './catalogue-filters';
export { cardsInFirstRow } from './first-row';
