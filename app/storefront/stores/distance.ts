const MILES_PER_KM = 0.621371;

/** A store's distance for US shoppers: "0.4 miles away", "1 mile away", "12.3 miles away". */
export function formatDistance(km: number): string {
  const miles = Math.round(km * MILES_PER_KM * 10) / 10;
  return `${miles.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${miles === 1 ? "mile" : "miles"} away`;
}
