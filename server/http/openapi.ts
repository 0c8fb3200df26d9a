import { z } from "zod";
import { JSON_LIMITS, MAX_BODY_BYTES } from "../../core/limits/limits";

export type HttpMethod = "get" | "post" | "put" | "delete" | "patch";

export interface OperationDef {
  method: HttpMethod;
  /** Hono path, e.g. /api/admin/v1/documents/:id */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The same call sent as multipart/form-data (a form with files): its fields, files included. */
  multipart?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Request headers the call reads (e.g. Idempotency-Key). */
  headers?: Array<{ name: string; required: boolean; description: string }>;
  /** Who may call it, for the reader. */
  auth?: "none" | "session" | "staff" | "editor" | "forms_admin" | "administrator";
}

/** The limits every request meets before anything is stored (core/limits/limits.ts, decision 0006). */
const LIMITS_TEXT =
  `Limits: a body is at most ${MAX_BODY_BYTES / 1024 / 1024} MiB (413 payload_too_large beyond it); JSON in a body at most ` +
  `${JSON_LIMITS.maxDepth} levels deep (a settings object counted from itself), ${JSON_LIMITS.maxKeys} keys per object, ` +
  `${JSON_LIMITS.maxItems} items per array, ${JSON_LIMITS.maxStringBytes / 1024} KiB per string and ${JSON_LIMITS.maxKeyBytes} bytes per key; ` +
  `every text field has its own maxLength. Beyond a limit: 400 invalid_param naming the place, and nothing is stored.`;

const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }).loose(),
});

/** Collects every operation as routes are mounted, and renders the OpenAPI 3.1 document from their zod schemas. */
export class OpenApiRegistry {
  private readonly ops: OperationDef[] = [];

  add(op: OperationDef): void {
    this.ops.push(op);
  }

  document(): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const op of this.ops) {
      const path = op.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      const pathParams = [...op.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
        name: m[1],
        in: "path",
        required: true,
        schema: { type: "string" },
      }));
      const queryParams = op.query ? queryParameters(op.query) : [];
      const responses: Record<string, unknown> = {};
      for (const [status, r] of Object.entries(op.responses)) {
        responses[status] = r.schema
          ? { description: r.description, content: { "application/json": { schema: toSchema(r.schema, "output") } } }
          : { description: r.description };
      }
      responses["default"] = { description: "Error", content: { "application/json": { schema: toSchema(errorSchema, "output") } } };
      (paths[path] ??= {})[op.method] = {
        summary: op.summary,
        tags: [op.tag],
        ...(op.auth && op.auth !== "none"
          ? { description: `Requires: ${op.auth}. State-changing calls with a session need the nonce (X-Aisle-Nonce).` }
          : {}),
        "x-aisle-auth": op.auth ?? "none",
        parameters: [
          ...pathParams,
          ...queryParams,
          ...(op.headers ?? []).map((h) => ({
            name: h.name,
            in: "header",
            required: h.required,
            description: h.description,
            schema: { type: "string" },
          })),
        ],
        ...(op.body || op.multipart
          ? {
              requestBody: {
                required: true,
                content: {
                  ...(op.body ? { "application/json": { schema: toSchema(op.body, "input") } } : {}),
                  ...(op.multipart ? { "multipart/form-data": { schema: toSchema(op.multipart, "input") } } : {}),
                },
              },
            }
          : {}),
        responses,
      };
    }
    return {
      openapi: "3.1.0",
      info: {
        title: "Aisle storefront API",
        version: "1.0.0",
        description:
          "Store-aware content, stores, navigation, auth and page-builder documents. " +
          "State-changing calls take a JSON body only (Content-Type: application/json, 415 unsupported_media_type otherwise); " +
          "a call without a body (Content-Length 0 or none) needs no Content-Type. With a session they need the nonce in the X-Aisle-Nonce header; " +
          "only the content GETs also take it as the nonce parameter. " +
          LIMITS_TEXT,
      },
      paths,
    };
  }
}

function toSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", cycles: "ref" });
}

function queryParameters(schema: z.ZodType) {
  const json = toSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}
