import { contactBody, contactResponse } from "../../../core/schemas/contact";
import { parseJson } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { clientAddress } from "../../http/client-address";

/**
 * POST a contact-form message: stored with status "received" (201); 400 invalid_param for bad fields;
 * 429 too_many_attempts (with Retry-After) past the per-address limit, storing nothing.
 */
export function mountContactRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: "/api/forms/v1/contact",
      tag: "forms",
      summary: "Send a message to a store (stored first, so nothing is lost when mail is down)",
      body: contactBody,
      auth: "none",
      responses: { 201: { description: "Stored", schema: contactResponse } },
    },
    async (c) => {
      const body = await parseJson(c, contactBody);
      const result = await c.get("services").contact.submit(body, { userId: c.get("auth").user?.id ?? null, clientAddress: clientAddress(c) });
      return c.json(result, 201);
    },
  );
}
