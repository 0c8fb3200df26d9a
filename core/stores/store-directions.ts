/** Links of the header's my-store box. */

/** A maps URL with directions to the store, or null when it has no coordinates. */
export function directionsUrl(store: { latitude: number | null; longitude: number | null }): string | null {
  const { latitude: lat, longitude: lng } = store;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** A `tel:` link for a displayed phone number, or null when it has no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
