/**
 * Sent, as "1", with a form the page's script sends itself: the files stay chosen in the page when
 * the form comes back refused, so the visitor is not told to choose them again (a browser's own post
 * reloads the page, and its file fields come back empty).
 */
export const FILES_KEPT_FIELD = "files_kept";
