import { z } from "zod";
import { boundedIntParam } from "./posts";
import { isIsoDate } from "../cart/slot-plan";

/**
 * The kit and template events the admin records (docs/events.md). Each is stored on this site only, with the staff account that caused it: no
 * third-party tracker and nothing about visitors.
 */
export const EVENT_NAMES = [
  "page_views_website_templates",
  "kits_cloud_upgrade_clicked",
  "export_kit_customization",
  "import_kit_customization",
  "kit_import_status",
  "kit_cloud_library_apply",
  "kit_cloud_library_delete",
  "ie_admin_action",
  "kit_import_upload_file",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The fields an event may carry; every one optional, nothing else accepted. */
export const eventFields = z
  .object({
    layout: text(100).optional(),
    site_part: text(100).optional(),
    error: text(1000).optional(),
    document_name: text(200).optional(),
    document_type: text(100).optional(),
    kit_name: text(200).optional(),
    page_source: text(100).optional(),
    status: text(100).optional(),
    step: text(100).optional(),
    category: text(100).optional(),
    search_term: text(200).optional(),
    section: text(100).optional(),
    kit_cloud_id: text(100).optional(),
    kit_apply_url: text(500).optional(),
    success: z.boolean().optional(),
  })
  .strict();
export type EventFields = z.infer<typeof eventFields>;

/** The column order of the CSV export and of the admin screen's details. */
export const EVENT_FIELD_NAMES = Object.keys(eventFields.shape) as (keyof EventFields)[];

/** One event as the admin's screens send it: its name and its fields. */
export const eventInput = z
  .object({
    name: z.enum(EVENT_NAMES, { message: `must be one of ${EVENT_NAMES.join(", ")}` }),
    fields: eventFields.default({}),
  })
  .strict();
export type EventInput = z.infer<typeof eventInput>;

export const EVENTS_MAX_PER_PAGE = 100;
export const EVENTS_DEFAULT_PER_PAGE = 25;

const day = z.string().max(10, "must be a date YYYY-MM-DD").refine(isIsoDate, "must be a date YYYY-MM-DD");

/** What the list can be narrowed to: the event, part of the actor's email, and a range of days (UTC, both included). */
export const eventFilters = z.object({
  name: z.enum(EVENT_NAMES, { message: "must be one of the recorded events" }).optional().describe("An event name"),
  actor: text(200).optional().describe("Part of the actor's email"),
  from: day.optional().describe("The first day, YYYY-MM-DD (UTC)"),
  to: day.optional().describe("The last day, YYYY-MM-DD (UTC)"),
});
export type EventFilters = z.infer<typeof eventFilters>;

export const eventsQuery = eventFilters.extend({
  page: boundedIntParam(100_000).optional().describe("Page number, from 1 (default 1)"),
  per_page: boundedIntParam(EVENTS_MAX_PER_PAGE).optional().describe(`Events per page (default ${EVENTS_DEFAULT_PER_PAGE})`),
});

export const eventEntry = z.object({
  id: z.number().int(),
  at: z.string().describe("When, ISO 8601"),
  name: z.enum(EVENT_NAMES),
  actor: z
    .object({ id: z.number().int().nullable(), email: z.string() })
    .describe("The staff account (null once deleted) and its email then"),
  fields: eventFields,
});
export type EventEntry = z.infer<typeof eventEntry>;

export const eventsPage = z.object({
  events: z.array(eventEntry).describe("Newest first"),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** How long events are kept when AISLE_EVENTS_KEEP_DAYS is not set. */
export const EVENTS_DEFAULT_KEEP_DAYS = 90;
export const EVENTS_CSV_NAME = "events.csv";
