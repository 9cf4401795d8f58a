/**
 * The owner's school kits: nothing for other features to use. Its pages (the list, the editor, the
 * CSV import and the printable school list) are lazy routes in app/router.tsx.
 */
export {};
