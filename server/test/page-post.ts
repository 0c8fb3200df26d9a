import type { AppLoadContext } from "react-router";
import type { SessionInfo } from "../services/auth";
import type { TestServer } from "./harness";

type Action = (args: never) => Promise<unknown>;

/**
 * Posts a form to a route's action as the browser would (with the store cookie and maybe a session)
 * and gives its answer as a Response: a thrown or returned redirect as it is, `data()` as JSON.
 */
export async function postPage(
  t: TestServer,
  action: Action,
  path: string,
  body: Record<string, string> | string,
  session: SessionInfo | null = null,
  storeId = 1001,
): Promise<Response> {
  const context = {
    services: t.services,
    auth: { session, user: session?.user ?? null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
  } as unknown as AppLoadContext;
  const headers = { cookie: `store_id=${storeId}`, ...(typeof body === "string" ? { "content-type": "application/json" } : {}) };
  const request = new Request(`http://aisle.test${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new URLSearchParams(body),
  });
  const answer = await action({ request, context, params: {} } as never);
  if (answer && typeof answer === "object" && "status" in answer && "headers" in answer) return answer as Response;
  if (answer && typeof answer === "object" && "data" in answer && "init" in answer) {
    const { data, init } = answer as { data: unknown; init?: ResponseInit };
    return Response.json(data, init ?? undefined);
  }
  return Response.json(answer);
}
