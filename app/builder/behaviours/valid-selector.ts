/** Whether the browser can parse `selector` (settings hold selectors as editors typed them). */
export function isValidSelector(selector: string): boolean {
  try {
    document.querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
