import type { PageContext } from "../server/app";

/** What the server hands every loader and action: services, the visitor's session, the CSP nonce. */
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}

export {};
