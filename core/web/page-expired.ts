/**
 * What a form answers when the page it was posted from is too old to trust (its nonce no longer
 * matches the visitor's session): the one wording every form uses, shopper's and staff's alike.
 */
export const PAGE_EXPIRED = "This page has expired. Reload it and try again.";
