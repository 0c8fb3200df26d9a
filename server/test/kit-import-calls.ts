/**
 * The kit import calls the kit API tests make (docs/kits.md): an empty site with its owner signed in,
 * a zip uploaded for review, an import run, and its undo, each checked for the status it must have.
 */
import { expect } from "vitest";
import pino from "pino";
import { bootstrapData } from "../bootstrap";
import { jsonFetch, login, type LoggedIn, type TestServer, startTestServer } from "./harness";

export const KIT_IMPORTS = "/api/admin/v1/kits/imports";

/** What an import run answers for one item. */
export type KitResult = {
  kind: string;
  id: string;
  title: string;
  ok: boolean;
  document_id?: number;
  url?: string;
  error?: string;
  warnings?: string[];
};

const OWNER = { email: "owner@kit.test", password: "kit-owner-password-1" };

/** A server over an empty site (AISLE_SEED=none) and its administrator, signed in. */
export async function startEmptySite(): Promise<{ site: TestServer; owner: LoggedIn }> {
  const site = await startTestServer({ seed: false });
  await bootstrapData(
    site.database,
    { AISLE_SEED: "none", AISLE_ADMIN_EMAIL: OWNER.email, AISLE_ADMIN_PASSWORD: OWNER.password },
    pino({ level: "silent" }),
  );
  return { site, owner: await login(site.url, OWNER.email, OWNER.password) };
}

/** Uploads a kit zip for review: its status and answer. */
export async function uploadKit(t: TestServer, who: LoggedIn, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "kit.zip");
  const res = await fetch(t.url + KIT_IMPORTS, {
    method: "POST",
    body: form,
    headers: { accept: "application/json", cookie: who.cookie, "x-aisle-nonce": who.nonce },
  });
  return { status: res.status, text: "", body: await res.json() };
}

/** Uploads a kit and runs its import with `body`: the import's id, its review and each item's result. */
export async function runKitImport(t: TestServer, who: LoggedIn, bytes: Uint8Array, body: object = {}) {
  const review = await uploadKit(t, who, bytes);
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  const run = await jsonFetch(t.url, `${KIT_IMPORTS}/${review.body.id}/run`, { method: "POST", body, ...who });
  expect(run.status, run.text).toBe(200);
  return { id: review.body.id as number, review: review.body, results: run.body.results as KitResult[] };
}

/** Undoes an import that ran: its answer. */
export async function undoKitImport(t: TestServer, who: LoggedIn, id: number) {
  const r = await jsonFetch(t.url, `${KIT_IMPORTS}/${id}/undo`, { method: "POST", ...who });
  expect(r.status, r.text).toBe(200);
  return r.body;
}
