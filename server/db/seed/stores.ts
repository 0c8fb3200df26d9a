import type { stores } from "../schema";
import type { StoreOtherAttributes } from "#core/stores/store-types";
import { STORE_GROUP, STORE_SEGMENT } from "./groups";

export type StoreRow = typeof stores.$inferInsert & { id: number; slug: string };
export type StoreKind = "shop" | "catering" | "wine";

export interface DemoStore {
  kind: StoreKind;
  row: StoreRow;
}

/** The chain's name; store names are "{CHAIN} – {label}". */
export const CHAIN_NAME = "Harvest Lane Market";

/** A catering sub-store's id is its shop store's id + 1000; a wine sub-store's id is + 2000. */
export const CATERING_ID_OFFSET = 1000;
export const WINE_ID_OFFSET = 2000;

const HOURS = {
  standard: "Mon–Sun 7am–10pm",
  early: "Mon–Sun 6am–11pm",
  allDay: "Open 24 hours",
  short: "Mon–Sat 7am–9pm, Sun 8am–8pm",
  catering: "Mon–Fri 8am–6pm, Sat 9am–3pm",
  wine: "Mon–Sat 10am–9pm, Sun 12pm–6pm",
} as const;

interface MainStoreSpec {
  id: number;
  /** Shown after the chain name and used for the slug. */
  label: string;
  address1: string;
  city: string;
  state: "OH" | "PA" | "MI" | "IN";
  postalCode: string;
  /** Real area code; the number itself is a fictional 555-01xx one. */
  areaCode: string;
  coords: readonly [number, number] | null;
  hours: string;
  groups: readonly number[];
  segments: readonly number[];
  /** Sub-stores of this shop store. */
  sub?: "catering+wine" | "wine";
  /** When set, the store is listed but cannot be chosen (is_selectable false). */
  notSelectable?: string;
}

const { ohioValley, lakeshore, keystone, hoosierHeartland } = STORE_GROUP;
const { urban, suburban, rural, campus } = STORE_SEGMENT;

/** The chain's shop stores: 33 stores in Ohio, Pennsylvania, Michigan and Indiana. */
export const MAIN_STORE_SPECS: readonly MainStoreSpec[] = [
  // Ohio
  {
    id: 1001,
    label: "Columbus Short North",
    address1: "1180 N High St",
    city: "Columbus",
    state: "OH",
    postalCode: "43201",
    areaCode: "614",
    coords: [39.9845, -83.0044],
    hours: HOURS.early,
    groups: [ohioValley],
    segments: [urban],
    sub: "catering+wine",
  },
  {
    id: 1002,
    label: "Columbus Easton",
    address1: "4020 Morse Crossing",
    city: "Columbus",
    state: "OH",
    postalCode: "43219",
    areaCode: "614",
    coords: [40.0506, -82.915],
    hours: HOURS.standard,
    groups: [ohioValley],
    segments: [suburban],
  },
  {
    id: 1003,
    label: "Dayton Far Hills",
    address1: "2800 Far Hills Ave",
    city: "Dayton",
    state: "OH",
    postalCode: "45419",
    areaCode: "937",
    coords: [39.717, -84.17],
    hours: HOURS.standard,
    groups: [ohioValley],
    segments: [suburban],
  },
  {
    id: 1004,
    label: "Cincinnati Hyde Park",
    address1: "3520 Erie Ave",
    city: "Cincinnati",
    state: "OH",
    postalCode: "45208",
    areaCode: "513",
    coords: [39.1395, -84.441],
    hours: HOURS.allDay,
    groups: [ohioValley],
    segments: [urban],
    sub: "catering+wine",
  },
  {
    id: 1005,
    label: "Springfield",
    address1: "1450 N Limestone St",
    city: "Springfield",
    state: "OH",
    postalCode: "45503",
    areaCode: "937",
    coords: [39.94, -83.809],
    hours: HOURS.short,
    groups: [ohioValley],
    segments: [suburban],
  },
  {
    id: 1006,
    label: "Akron West Market",
    address1: "1710 W Market St",
    city: "Akron",
    state: "OH",
    postalCode: "44313",
    areaCode: "330",
    coords: [41.105, -81.57],
    hours: HOURS.standard,
    groups: [ohioValley],
    segments: [suburban],
  },
  {
    id: 1007,
    label: "Cleveland Ohio City",
    address1: "2015 Lorain Ave",
    city: "Cleveland",
    state: "OH",
    postalCode: "44113",
    areaCode: "216",
    coords: [41.482, -81.706],
    hours: HOURS.early,
    groups: [ohioValley, lakeshore],
    segments: [urban],
  },
  {
    id: 1008,
    label: "Toledo Central",
    address1: "3150 W Central Ave",
    city: "Toledo",
    state: "OH",
    postalCode: "43606",
    areaCode: "419",
    coords: [41.672, -83.611],
    hours: HOURS.standard,
    groups: [ohioValley, lakeshore],
    segments: [urban, suburban],
  },
  {
    id: 1009,
    label: "Mansfield",
    address1: "925 Ashland Rd",
    city: "Mansfield",
    state: "OH",
    postalCode: "44905",
    areaCode: "419",
    coords: [40.78, -82.49],
    hours: HOURS.short,
    groups: [ohioValley],
    segments: [rural],
  },
  {
    id: 1010,
    label: "Athens Uptown",
    address1: "380 E State St",
    city: "Athens",
    state: "OH",
    postalCode: "45701",
    areaCode: "740",
    coords: null,
    hours: HOURS.standard,
    groups: [ohioValley],
    segments: [campus],
  },
  {
    id: 1011,
    label: "Zanesville",
    address1: "3575 Maple Ave",
    city: "Zanesville",
    state: "OH",
    postalCode: "43701",
    areaCode: "740",
    coords: [39.978, -82.012],
    hours: HOURS.short,
    groups: [ohioValley],
    segments: [rural],
    notSelectable: "Closed for remodeling; reopening soon.",
  },
  // Pennsylvania
  {
    id: 1012,
    label: "Pittsburgh Squirrel Hill",
    address1: "5830 Forward Ave",
    city: "Pittsburgh",
    state: "PA",
    postalCode: "15217",
    areaCode: "412",
    coords: [40.433, -79.923],
    hours: HOURS.early,
    groups: [keystone],
    segments: [urban],
    sub: "catering+wine",
  },
  {
    id: 1013,
    label: "Pittsburgh South Hills",
    address1: "1600 Washington Rd",
    city: "Pittsburgh",
    state: "PA",
    postalCode: "15228",
    areaCode: "412",
    coords: [40.372, -80.044],
    hours: HOURS.standard,
    groups: [keystone],
    segments: [suburban],
  },
  {
    id: 1014,
    label: "Erie West 8th",
    address1: "2640 W 8th St",
    city: "Erie",
    state: "PA",
    postalCode: "16505",
    areaCode: "814",
    coords: [42.112, -80.123],
    hours: HOURS.standard,
    groups: [keystone, lakeshore],
    segments: [suburban],
  },
  {
    id: 1015,
    label: "State College",
    address1: "1855 N Atherton St",
    city: "State College",
    state: "PA",
    postalCode: "16803",
    areaCode: "814",
    coords: [40.805, -77.879],
    hours: HOURS.early,
    groups: [keystone],
    segments: [campus],
  },
  {
    id: 1016,
    label: "Harrisburg Colonial Park",
    address1: "4600 Jonestown Rd",
    city: "Harrisburg",
    state: "PA",
    postalCode: "17109",
    areaCode: "717",
    coords: [40.301, -76.81],
    hours: HOURS.standard,
    groups: [keystone],
    segments: [suburban],
  },
  {
    id: 1017,
    label: "Lancaster",
    address1: "1204 Millersville Pike",
    city: "Lancaster",
    state: "PA",
    postalCode: "17603",
    areaCode: "717",
    coords: [40.02, -76.335],
    hours: HOURS.short,
    groups: [keystone],
    segments: [suburban],
  },
  {
    id: 1018,
    label: "Altoona",
    address1: "3301 Pleasant Valley Blvd",
    city: "Altoona",
    state: "PA",
    postalCode: "16602",
    areaCode: "814",
    coords: null,
    hours: HOURS.short,
    groups: [keystone],
    segments: [rural],
  },
  {
    id: 1019,
    label: "Allentown",
    address1: "3100 W Tilghman St",
    city: "Allentown",
    state: "PA",
    postalCode: "18104",
    areaCode: "610",
    coords: [40.6, -75.53],
    hours: HOURS.standard,
    groups: [keystone],
    segments: [suburban],
  },
  {
    id: 1020,
    label: "Scranton Green Ridge",
    address1: "1450 Wyoming Ave",
    city: "Scranton",
    state: "PA",
    postalCode: "18509",
    areaCode: "570",
    coords: [41.42, -75.655],
    hours: HOURS.standard,
    groups: [keystone],
    segments: [urban],
  },
  // Michigan
  {
    id: 1021,
    label: "Ann Arbor Stadium",
    address1: "2370 W Stadium Blvd",
    city: "Ann Arbor",
    state: "MI",
    postalCode: "48103",
    areaCode: "734",
    coords: [42.265, -83.772],
    hours: HOURS.early,
    groups: [lakeshore],
    segments: [urban, campus],
    sub: "catering+wine",
  },
  {
    id: 1022,
    label: "Lansing East",
    address1: "3020 E Saginaw St",
    city: "Lansing",
    state: "MI",
    postalCode: "48912",
    areaCode: "517",
    coords: [42.75, -84.515],
    hours: HOURS.standard,
    groups: [lakeshore],
    segments: [urban],
  },
  {
    id: 1023,
    label: "Grand Rapids Breton",
    address1: "1840 Breton Rd SE",
    city: "Grand Rapids",
    state: "MI",
    postalCode: "49506",
    areaCode: "616",
    coords: [42.93, -85.62],
    hours: HOURS.allDay,
    groups: [lakeshore],
    segments: [suburban],
  },
  {
    id: 1024,
    label: "Kalamazoo",
    address1: "4120 S Westnedge Ave",
    city: "Kalamazoo",
    state: "MI",
    postalCode: "49008",
    areaCode: "269",
    coords: [42.248, -85.593],
    hours: HOURS.standard,
    groups: [lakeshore],
    segments: [suburban, campus],
  },
  {
    id: 1025,
    label: "Traverse City",
    address1: "1250 S Garfield Ave",
    city: "Traverse City",
    state: "MI",
    postalCode: "49686",
    areaCode: "231",
    coords: [44.745, -85.597],
    hours: HOURS.short,
    groups: [lakeshore],
    segments: [rural],
  },
  {
    id: 1026,
    label: "Flint Miller Road",
    address1: "3420 Miller Rd",
    city: "Flint",
    state: "MI",
    postalCode: "48507",
    areaCode: "810",
    coords: [42.982, -83.75],
    hours: HOURS.standard,
    groups: [lakeshore],
    segments: [suburban],
  },
  {
    id: 1027,
    label: "Marquette",
    address1: "2900 US-41 W",
    city: "Marquette",
    state: "MI",
    postalCode: "49855",
    areaCode: "906",
    coords: [46.543, -87.447],
    hours: HOURS.short,
    groups: [lakeshore],
    segments: [rural],
    notSelectable: "Coming soon: opening next season.",
  },
  // Indiana
  {
    id: 1028,
    label: "Fort Wayne Lima Road",
    address1: "6330 Lima Rd",
    city: "Fort Wayne",
    state: "IN",
    postalCode: "46818",
    areaCode: "260",
    coords: [41.145, -85.157],
    hours: HOURS.standard,
    groups: [hoosierHeartland],
    segments: [suburban],
  },
  {
    id: 1029,
    label: "Indianapolis Broad Ripple",
    address1: "6225 N College Ave",
    city: "Indianapolis",
    state: "IN",
    postalCode: "46220",
    areaCode: "317",
    coords: [39.869, -86.145],
    hours: HOURS.early,
    groups: [hoosierHeartland],
    segments: [urban],
    sub: "wine",
  },
  {
    id: 1030,
    label: "South Bend",
    address1: "1730 E Ireland Rd",
    city: "South Bend",
    state: "IN",
    postalCode: "46614",
    areaCode: "574",
    coords: [41.631, -86.23],
    hours: HOURS.standard,
    groups: [hoosierHeartland, lakeshore],
    segments: [suburban],
  },
  {
    id: 1031,
    label: "Bloomington College Mall",
    address1: "1425 S College Mall Rd",
    city: "Bloomington",
    state: "IN",
    postalCode: "47401",
    areaCode: "812",
    coords: [39.152, -86.498],
    hours: HOURS.early,
    groups: [hoosierHeartland],
    segments: [campus],
  },
  {
    id: 1032,
    label: "Muncie",
    address1: "3501 N Granville Ave",
    city: "Muncie",
    state: "IN",
    postalCode: "47303",
    areaCode: "765",
    coords: [40.228, -85.408],
    hours: HOURS.short,
    groups: [hoosierHeartland],
    segments: [suburban],
  },
  {
    id: 1033,
    label: "Lafayette",
    address1: "3560 State Road 38 E",
    city: "Lafayette",
    state: "IN",
    postalCode: "47905",
    areaCode: "765",
    coords: [40.392, -86.85],
    hours: HOURS.standard,
    groups: [hoosierHeartland],
    segments: [suburban],
  },
];

/** "Columbus Short North" -> "columbus-short-north". */
export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A fictional 555-01xx phone number, one per store id. */
function phone(areaCode: string, id: number, offset: number): string {
  const n = ((id % 100) + offset) % 100;
  return `(${areaCode}) 555-01${String(n).padStart(2, "0")}`;
}

function storeNumber(id: number): string {
  return String(100 + (id % 1000));
}

function mainRow(spec: MainStoreSpec): StoreRow {
  const other: StoreOtherAttributes = {};
  if (spec.sub === "catering+wine") other.related_catering_store_id = spec.id + CATERING_ID_OFFSET;
  if (spec.sub) other.related_wine_store_id = spec.id + WINE_ID_OFFSET;
  if (spec.notSelectable) other.notice = spec.notSelectable;
  return {
    id: spec.id,
    name: `${CHAIN_NAME} – ${spec.label}`,
    slug: kebab(spec.label),
    address1: spec.address1,
    address2: "",
    city: spec.city,
    state: spec.state,
    postalCode: spec.postalCode,
    hours: spec.hours,
    phone: phone(spec.areaCode, spec.id, 0),
    latitude: spec.coords ? spec.coords[0] : null,
    longitude: spec.coords ? spec.coords[1] : null,
    storeNumber: storeNumber(spec.id),
    isSelectable: !spec.notSelectable,
    storeGroupIds: [...spec.groups],
    storeSegmentIds: [...spec.segments],
    otherAttributes: other,
  };
}

function subRow(spec: MainStoreSpec, kind: "catering" | "wine"): StoreRow {
  const catering = kind === "catering";
  const label = catering ? "Catering" : "Wine & Spirits";
  return {
    id: spec.id + (catering ? CATERING_ID_OFFSET : WINE_ID_OFFSET),
    name: `Harvest Lane ${label} – ${spec.label}`,
    slug: `${catering ? "catering" : "wine"}-${kebab(spec.label)}`,
    address1: spec.address1,
    address2: catering ? "Catering Pickup Counter" : "Suite B",
    city: spec.city,
    state: spec.state,
    postalCode: spec.postalCode,
    hours: catering ? HOURS.catering : HOURS.wine,
    phone: phone(spec.areaCode, spec.id, catering ? 40 : 70),
    latitude: spec.coords ? spec.coords[0] : null,
    longitude: spec.coords ? spec.coords[1] : null,
    storeNumber: `${catering ? "C" : "W"}${storeNumber(spec.id)}`,
    isSelectable: true,
    storeGroupIds: [...spec.groups],
    storeSegmentIds: [...spec.segments],
    otherAttributes: { related_shopping_id: spec.id },
  };
}

/** Every store row: each shop store followed by its catering and wine stores, if any. */
export function buildStores(specs: readonly MainStoreSpec[] = MAIN_STORE_SPECS): DemoStore[] {
  const out: DemoStore[] = [];
  for (const spec of specs) {
    out.push({ kind: "shop", row: mainRow(spec) });
    if (spec.sub === "catering+wine") out.push({ kind: "catering", row: subRow(spec, "catering") });
    if (spec.sub) out.push({ kind: "wine", row: subRow(spec, "wine") });
  }
  return out;
}

/** Ids worth knowing in tests and docs. */
export const DEMO_STORE_IDS = {
  /** Columbus Short North: a shop store with a catering and a wine store; the store-specific banner targets it. */
  columbus: 1001,
  columbusCatering: 2001,
  columbusWine: 3001,
  cincinnati: 1004,
  cincinnatiCatering: 2004,
  cincinnatiWine: 3004,
  pittsburgh: 1012,
  pittsburghCatering: 2012,
  pittsburghWine: 3012,
  annArbor: 1021,
  annArborCatering: 2021,
  annArborWine: 3021,
  /** Indianapolis Broad Ripple: a wine store only. */
  indianapolis: 1029,
  indianapolisWine: 3029,
  /** A plain shop store with neither sub-store. */
  dayton: 1003,
  /** Selectable, without coordinates (no "Get Directions"). */
  noCoordinates: [1010, 1018],
  /** Listed but not selectable. */
  notSelectable: [1011, 1027],
  /** In two store groups (Ohio Valley and Lakeshore). */
  cleveland: 1007,
} as const;
