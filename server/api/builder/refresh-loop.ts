import { refreshLoopBody, refreshLoopResponse, REFRESH_LOOP_LIMITS } from "#core/schemas/refresh-loop";
import { jsonViolation } from "#core/limits/limits";
import { invalidParam, limitError } from "../../http/errors";
import { parseWith, readJson } from "../../http/validate";
import { requireRole, route, type Router } from "../../http/routes";
import { refreshLoop } from "../../services/refresh-loop";
import type { PageRendering } from "../../http/page-rendering";

export const REFRESH_LOOP_PATH = "/api/builder/v1/refresh-loop";

/**
 * POST refresh-loop: a loop grid's markup for the filters a visitor chose (docs/requirements.md#calls),
 * rendered by the app's build (`rendering`; an app without it answers 500 here).
 */
export function mountBuilderRoutes(r: Router, rendering: PageRendering | undefined): void {
  route(
    r,
    {
      method: "post",
      path: REFRESH_LOOP_PATH,
      tag: "builder",
      summary:
        "A loop grid's markup for the given taxonomy filters (the loop refresh). With a session it needs the X-Aisle-Nonce header, like every POST; edit mode (is_edit_mode with widget_model) needs an editor. Unknown document, grid or taxonomy, a bad join, a base address off this site or a body past its limits: 400.",
      body: refreshLoopBody,
      auth: "none",
      responses: { 200: { description: "The grid's markup", schema: refreshLoopResponse } },
    },
    async (c) => {
      const raw = await readJson(c);
      const violation = jsonViolation(raw, REFRESH_LOOP_LIMITS);
      if (violation) throw violation.kind === "size" ? invalidParam("body", violation.reason) : limitError(violation);
      const body = parseWith(refreshLoopBody, raw, REFRESH_LOOP_LIMITS);
      const services = c.get("services");
      if (body.is_edit_mode) requireRole(c, "editor", "administrator");
      const { session, user } = c.get("auth");
      const nonce = session && user ? services.nonces.create(session.sessionId) : null;
      if (!rendering) throw new Error("this app was created without the app build's rendering");
      return c.json({ data: await refreshLoop(body, { edit: body.is_edit_mode === true, nonce }, services, rendering.loopGrid) });
    },
  );
}
