/**
 * One worker pass of the load: each target's answer taken as sent, raw node:http and nginx started on
 * exactly those bytes (and, for content endpoints, raw node:http with the target's headers too), a warm-up, then target and references in alternating slices, each figure the
 * median over the slices.
 */
import { runLoad, type LoadResult } from "./load";
import { fetchWire, NGINX, startNginx, startRawNode, type Reference, type WireBody } from "./references";
import { ms, num, pct } from "./table";
import { CONNECTIONS, DURATION, ENCODING, PORT_BASE, portAt, ROUNDS, WARMUP } from "./config";
import type { Kind, Target } from "./targets";
import type { createProgress } from "./progress";

/** `same`: raw node with every header the target sent (content endpoints only). */
export type Competitor = "target" | "raw" | "same" | "nginx";

export interface TargetResult {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  signedIn: boolean;
  connections: number;
  /** The server's processes for this pass. */
  workers: number;
  status: number;
  /** Body bytes as sent (compressed when the server compressed); raw node and nginx send exactly these. */
  bytes: number;
  contentType: string;
  contentEncoding: string | null;
  cacheStatus: string | null;
  result: LoadResult | null;
  raw: LoadResult | null;
  nginx: LoadResult | null;
  /** Raw node sending the target's headers too (content endpoints only). */
  same: LoadResult | null;
  /** target req/s ÷ raw node req/s, and ÷ nginx req/s, and ÷ raw node with the target's headers. */
  ratio: number | null;
  nginxRatio: number | null;
  sameRatio: number | null;
  /** Every slice's figures, the competitors alternating. */
  slices?: Record<Competitor, LoadResult[]>;
  error?: string;
}

const medianOf = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};

/** The median of each figure over the slices; errors and requests are summed. */
function combine(slices: LoadResult[]): LoadResult | null {
  if (!slices.length) return null;
  return {
    requestsPerSecond: medianOf(slices.map((s) => s.requestsPerSecond)),
    p50Ms: medianOf(slices.map((s) => s.p50Ms)),
    p99Ms: medianOf(slices.map((s) => s.p99Ms)),
    maxMs: Math.max(...slices.map((s) => s.maxMs)),
    errors: slices.reduce((a, s) => a + s.errors, 0),
    requests: slices.reduce((a, s) => a + s.requests, 0),
    bytesPerSecond: medianOf(slices.map((s) => s.bytesPerSecond)),
  };
}

export interface LoadPassOptions {
  serverUrl: string;
  targets: Target[];
  /** The request headers of a target (a signed-in one with the shopper's session). */
  headersOf: (t: Target) => Record<string, string>;
  /** The Accept-Encoding header sent with every request (none for identity). */
  accept: Record<string, string>;
  workers: number;
  /** The pass's label in the progress lines ("1 worker"). */
  pass: string;
  progress: ReturnType<typeof createProgress>;
  /** Where the references' stops go, so an interrupted run still stops them. */
  cleanups: (() => Promise<void>)[];
}

/** The pass's figures per target, and the references, still running (the caller stops them). */
export async function runLoadPass(
  o: LoadPassOptions,
): Promise<{ results: TargetResult[]; raw: Reference; same: Reference; nginx: Reference | null }> {
  const { serverUrl, targets, headersOf, accept, workers, pass, progress, cleanups } = o;
  // 4. each target's answer, as sent: raw node and nginx answer exactly these bytes.
  let step = progress.start("references: raw node:http and nginx on the same bytes");
  const passResults: TargetResult[] = [];
  const bodies = new Map<string, WireBody>();
  for (const t of targets) {
    // Twice: the first answer of an anonymous page fills the cache, the second is what the load gets.
    // A cached page's brotli form is prepared after the entry is stored: asked for brotli, wait for it.
    await fetchWire(serverUrl + t.path, { ...accept, ...headersOf(t) }, t.body);
    let w = await fetchWire(serverUrl + t.path, { ...accept, ...headersOf(t) }, t.body);
    for (let tries = 0; ENCODING === "br" && w.cacheStatus === "HIT" && w.contentEncoding !== "br" && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      w = await fetchWire(serverUrl + t.path, { ...accept, ...headersOf(t) }, t.body);
    }
    bodies.set(t.key, w);
    passResults.push({
      key: t.key,
      name: t.name,
      path: t.path,
      kind: t.kind,
      signedIn: Boolean(t.signedIn),
      connections: t.connections ?? CONNECTIONS,
      workers,
      status: w.status,
      bytes: w.body.length,
      contentType: w.contentType,
      contentEncoding: w.contentEncoding,
      cacheStatus: w.cacheStatus,
      result: null,
      raw: null,
      nginx: null,
      same: null,
      ratio: null,
      nginxRatio: null,
      sameRatio: null,
      error: w.status === 200 ? undefined : `HTTP ${w.status}`,
    });
  }
  const raw = await startRawNode(bodies, PORT_BASE === null ? 0 : await portAt(1));
  cleanups.push(() => raw.close());
  const same = await startRawNode(bodies, PORT_BASE === null ? 0 : await portAt(3), { sameHeaders: true });
  cleanups.push(() => same.close());
  const nginx: Reference | null = NGINX ? await startNginx(bodies, await portAt(2)) : null;
  if (nginx) cleanups.push(() => nginx.close());
  step.done(nginx ? `raw node ${raw.url}, nginx ${nginx.url}` : `raw node ${raw.url}; nginx not installed`);

  const urlOf = (which: Competitor, t: Target) => {
    if (which === "target") return serverUrl + t.path;
    const ref = which === "raw" ? raw : which === "same" ? same : nginx!;
    return ref.url + ref.path(t.key);
  };
  const competitorsOf = (t: Target): Competitor[] => [
    "target",
    "raw",
    ...(t.kind === "content" ? (["same"] as const) : []),
    ...(nginx ? (["nginx"] as const) : []),
  ];
  const load = (which: Competitor, t: Target, seconds: number, onTick?: (s: number) => void) =>
    runLoad({
      url: urlOf(which, t),
      headers: { ...accept, ...headersOf(t) },
      connections: t.connections ?? CONNECTIONS,
      durationSeconds: seconds,
      onTick,
      // The references answer the target's bytes to a GET.
      ...(which === "target" && t.body !== undefined ? { method: "POST" as const, body: t.body } : {}),
    });

  if (WARMUP > 0) {
    step = progress.start(`warm-up (${WARMUP} s per target and reference)`);
    for (const t of targets) {
      step.update(t.name);
      for (const which of competitorsOf(t)) await load(which, t, WARMUP);
    }
    step.done();
  }

  // Target and references alternate in short slices, so all see the same background load (this
  // machine may be shared); each figure is the median over the slices.
  // Whole seconds: wrk's -d takes no fraction ("1.2s" fails), so a slice is rounded up.
  const slice = Math.max(1, Math.ceil(DURATION / ROUNDS));
  for (const [i, t] of targets.entries()) {
    const r = passResults[i]!;
    const competitors = competitorsOf(t);
    step = progress.start(
      `${pass}: ${t.name} (${num(r.bytes)} B) vs ${competitors.slice(1).join(" and ")}, ${r.connections} connections, ${ROUNDS} × ${slice} s each`,
    );
    if (r.status !== 200) {
      step.fail(r.error ?? "not 200");
      continue;
    }
    const slices: Record<Competitor, LoadResult[]> = { target: [], raw: [], same: [], nginx: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const which of competitors) {
        slices[which].push(
          await load(which, t, slice, (sec) =>
            step.update(`round ${round}/${ROUNDS}, ${which} ${Math.min(sec, slice).toFixed(1)} / ${slice} s`),
          ),
        );
      }
    }
    r.result = combine(slices.target);
    r.raw = combine(slices.raw);
    r.nginx = combine(slices.nginx);
    r.same = combine(slices.same);
    r.slices = slices;
    r.ratio = r.result && r.raw ? r.result.requestsPerSecond / r.raw.requestsPerSecond : null;
    r.nginxRatio = r.result && r.nginx ? r.result.requestsPerSecond / r.nginx.requestsPerSecond : null;
    r.sameRatio = r.result && r.same ? r.result.requestsPerSecond / r.same.requestsPerSecond : null;
    step.done(
      `${num(r.result!.requestsPerSecond)} req/s p99 ${ms(r.result!.p99Ms)}; raw node ${num(r.raw!.requestsPerSecond)} (${pct(r.ratio)})` +
        (r.same ? `; raw node with its headers ${num(r.same.requestsPerSecond)} (${pct(r.sameRatio)})` : "") +
        (r.nginx ? `; nginx ${num(r.nginx.requestsPerSecond)} (${pct(r.nginxRatio)})` : ""),
    );
  }
  return { results: passResults, raw, same, nginx };
}
