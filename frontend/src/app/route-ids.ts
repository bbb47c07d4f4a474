/** Id of the catch-all route, so the layout can tell the 404 page from a page of the same path. */
export const NOT_FOUND_ROUTE_ID = 'not-found';
