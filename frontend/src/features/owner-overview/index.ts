/** Nothing here is used by another feature: its screens are lazy routes in app/router.tsx. */
export {};
