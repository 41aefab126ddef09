// Texts that the server and the pages must word the same way.

export const ACCESS_DENIED_TITLE = "Access Denied";
export const ACCESS_DENIED_MESSAGE = "You don't have permission to access this area.";
