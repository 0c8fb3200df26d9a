/**
 * Behind a trusted proxy, the client is the X-Forwarded-For entry our proxy appended (the right-most,
 * or the Nth from the right with TRUST_PROXY_HOPS=N); what the client wrote to the left of it cannot
 * open a fresh rate-limit window.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { createApp } from "../app";
import { DEMO, expectError, jsonFetch, startTestServer, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { LOGIN_LIMIT } from "../services/auth";
import { CONTACT_LIMIT } from "../services/contact";
import { DEMO_STORE_IDS } from "../db/seed/stores";

let t: TestServer;
/** TRUST_PROXY with the default single hop, and with two (a CDN in front of a load balancer). */
let oneHop: ServedApp;
let twoHops: ServedApp;
beforeAll(async () => {
  t = await startTestServer();
  oneHop = await serveApp(createApp({ services: t.services, trustProxy: true }));
  twoHops = await serveApp(createApp({ services: t.services, trustProxy: true, trustProxyHops: 2 }));
});
afterAll(async () => {
  await oneHop?.close();
  await twoHops?.close();
  await t?.close();
});

/** A different made-up address each call: what an attacker writes into X-Forwarded-For. */
let n = 0;
const forged = () => `198.18.${Math.floor(++n / 250)}.${n % 250}`;

const login = (base: string, xff: string, email: string, password = "wrong-password") =>
  jsonFetch(base, "/api/auth/v1/login", { body: { email, password }, headers: { "x-forwarded-for": xff } });
const contact = (base: string, xff: string) =>
  jsonFetch(base, "/api/forms/v1/contact", {
    body: { store_id: DEMO_STORE_IDS.dayton, name: "Rotator", email: "rotator@example.test", message: "Hello" },
    headers: { "x-forwarded-for": xff },
  });

describe("one trusted proxy: the right-most X-Forwarded-For entry is the client", () => {
  it("rotating the left-most entries does not get past the login limit", async () => {
    const client = "203.0.113.71";
    for (let i = 0; i < LOGIN_LIMIT.attempts; i++)
      expectError(await login(oneHop.url, `${forged()}, ${client}`, DEMO.admin.email), 401, "invalid_credentials");
    expectError(await login(oneHop.url, `${forged()}, ${client}`, DEMO.admin.email, DEMO.admin.password), 429, "too_many_attempts");
    expectError(
      await login(oneHop.url, `${forged()}, ${forged()}, ${client}`, DEMO.admin.email, DEMO.admin.password),
      429,
      "too_many_attempts",
    );
    // The client the proxy saw, with nothing forged, is the same client.
    expectError(await login(oneHop.url, client, DEMO.admin.email, DEMO.admin.password), 429, "too_many_attempts");
    // Another client is not held up by it.
    expect((await login(oneHop.url, `${client}, 203.0.113.72`, DEMO.admin.email, DEMO.admin.password)).status).toBe(200);
  });

  it("rotating the left-most entries does not get past the contact-form limit", async () => {
    const client = "203.0.113.73";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await contact(oneHop.url, `${forged()}, ${client}`)).status).toBe(201);
    expectError(await contact(oneHop.url, `${forged()}, ${client}`), 429, "too_many_attempts");
    expectError(await contact(oneHop.url, client), 429, "too_many_attempts");
  });
});

describe("two trusted proxies (TRUST_PROXY_HOPS=2): the second entry from the right is the client", () => {
  it("neither forged entries on the left nor the inner proxy's address on the right split one client", async () => {
    const client = "203.0.113.81";
    const via = (i: number) => `${forged()}, ${client}, 10.0.0.${1 + (i % 3)}`;
    for (let i = 0; i < LOGIN_LIMIT.attempts; i++)
      expectError(await login(twoHops.url, via(i), DEMO.editor.email), 401, "invalid_credentials");
    expectError(await login(twoHops.url, via(99), DEMO.editor.email, DEMO.editor.password), 429, "too_many_attempts");
    // Another client behind the same inner proxy is someone else.
    expect((await login(twoHops.url, `${client}, 203.0.113.82, 10.0.0.1`, DEMO.editor.email, DEMO.editor.password)).status).toBe(200);
  });

  it("rotating the left-most entries does not get past the contact-form limit", async () => {
    const client = "203.0.113.83";
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await contact(twoHops.url, `${forged()}, ${client}, 10.0.0.1`)).status).toBe(201);
    expectError(await contact(twoHops.url, `${forged()}, ${client}, 10.0.0.2`), 429, "too_many_attempts");
  });
});
