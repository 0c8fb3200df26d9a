/** Full names of the US states the chain trades in, for headings and dropdown groups; other codes stay as they are. */
const STATE_NAMES: Record<string, string> = {
  IN: "Indiana",
  MI: "Michigan",
  OH: "Ohio",
  PA: "Pennsylvania",
  IL: "Illinois",
  KY: "Kentucky",
  NY: "New York",
  WV: "West Virginia",
  WI: "Wisconsin",
};

export function stateName(code: string): string {
  return STATE_NAMES[code.toUpperCase()] ?? code;
}

/** Consecutive runs of items sharing a state (the items are already sorted by state). */
export function groupByState<T extends { state: string }>(items: T[]): { state: string; items: T[] }[] {
  const groups: { state: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.state === item.state) last.items.push(item);
    else groups.push({ state: item.state, items: [item] });
  }
  return groups;
}
