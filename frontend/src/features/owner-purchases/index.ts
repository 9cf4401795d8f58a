/** Nothing here is used by another feature: its screen is a lazy route in app/router.tsx. */
export {};
