/**
 * What other features may use of the owner's catalogue: Manage Items' search, which the counter
 * uses to find an item by words. Its screens are lazy routes in app/router.tsx.
 */
export { useGetOwnerBooksQuery } from './api';
