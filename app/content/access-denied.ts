/**
 * What a signed-in account without admin rights is told in the admin area: the status text and
 * body of the 403 the permission guard throws, and the page that shows it.
 */
export const ACCESS_DENIED_TITLE = "Access Denied";
export const ACCESS_DENIED_MESSAGE = "You don't have permission to access this area.";
