/** The app-download banner for mobile browsers (spec sections 2 and 4). */
export function AppBanner() {
  return null;
}
