/**
 * A plain page's own requests for data (decision 0053): a form sent by a fetcher, and the page's data
 * read again after it, through the server's data requests (`<path>.data`, React Router's single
 * fetch), without the router's code. Its answers are read here: the first line of the stream, made of
 * JSON values that point at one another by index. What a plain page's data holds (objects, arrays,
 * strings, numbers, booleans, null and dates) is read; anything else (a redirect, a deferred value)
 * throws, and the page is loaded again instead.
 */

const UNDEFINED = -7;
const SPECIAL: Record<number, unknown> = { [-5]: null, [-2]: NaN, [-6]: Infinity, [-3]: -Infinity, [-4]: -0, [UNDEFINED]: undefined };

/** The value of a data answer's first line (its flattened values, the first of them the root). */
export function readDataLine(line: string): unknown {
  const values = JSON.parse(line) as unknown;
  if (!Array.isArray(values) || values.length === 0) throw new SyntaxError("Not a data answer");
  const read = new Map<number, unknown>();
  const at = (index: number): unknown => {
    if (index < 0) {
      if (!(index in SPECIAL)) throw new SyntaxError(`Unknown value ${index}`);
      return SPECIAL[index];
    }
    if (read.has(index)) return read.get(index);
    const value: unknown = values[index];
    if (value === null || typeof value !== "object") {
      read.set(index, value);
      return value;
    }
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") {
        if (value[0] !== "D") throw new SyntaxError(`Unsupported value ${value[0]}`);
        const date = new Date(value[1] as number);
        read.set(index, date);
        return date;
      }
      const array: unknown[] = [];
      read.set(index, array);
      (value as number[]).forEach((n, i) => {
        if (n !== -1) array[i] = at(n);
      });
      return array;
    }
    const object: Record<string, unknown> = {};
    read.set(index, object);
    for (const [key, n] of Object.entries(value as Record<string, number>)) object[at(Number(key.slice(1))) as string] = at(n);
    return object;
  };
  return at(0);
}

/** The data request's address for a page address (`/` is `/_root.data`). */
export function dataUrl(path: string, search = ""): string {
  const url = new URL(path, window.location.origin);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  if (search) url.search = search;
  return url.pathname + url.search;
}

async function firstLine(res: Response): Promise<unknown> {
  const text = await res.text();
  const end = text.indexOf("\n");
  return readDataLine(end === -1 ? text : text.slice(0, end));
}

/** What an action answered a fetcher: its data, or the address it sends the visitor to. */
export type ActionAnswer = { data: unknown } | { redirect: string };

/**
 * Sends a form to a page's action as React Router's fetchers do, and reads the answer: as its fields'
 * text, or whole (`multipart`, a form with files: the browser writes each file in the body).
 */
export async function sendToAction(action: string, body: FormData, multipart = false): Promise<ActionAnswer> {
  const res = await fetch(dataUrl(action), {
    method: "POST",
    body: multipart ? body : new URLSearchParams(body as unknown as Record<string, string>),
    credentials: "same-origin",
  });
  const redirect = res.headers.get("X-Remix-Redirect");
  if (res.status === 204 && redirect) return { redirect };
  if (res.status >= 400 && !res.headers.has("X-Remix-Response")) throw new Error(`The action answered ${res.status}`);
  const answer = (await firstLine(res)) as Record<string, unknown>;
  if (typeof answer["redirect"] === "string") return { redirect: answer["redirect"] };
  if ("data" in answer) return { data: answer["data"] };
  throw new Error("The action answered an error");
}

/** The loader data of each route of a page, by route id, read again. */
export async function readPageData(pathname: string, search: string): Promise<Record<string, unknown>> {
  const res = await fetch(dataUrl(pathname, search), { credentials: "same-origin" });
  if (!res.ok) throw new Error(`The page's data answered ${res.status}`);
  const routes = (await firstLine(res)) as Record<string, { data?: unknown } | undefined>;
  const data: Record<string, unknown> = {};
  for (const [id, result] of Object.entries(routes)) {
    if (!result || !("data" in result)) throw new Error(`No data for ${id}`);
    data[id] = result.data;
  }
  return data;
}
