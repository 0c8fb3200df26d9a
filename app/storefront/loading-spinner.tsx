/** The loading spinner with a counter: shown while the counter is above zero. */
export function LoadingSpinner() {
  return null;
}
