import type { AppLoadContext } from "react-router";
import type { Store, StoreMap } from "#core/stores/store-types";
import { selectedStoreId, STORE_COOKIE } from "#core/frame/store-cookie";
import type { PageCookie } from "#core/frame/page-cookies";
import { previewOf } from "../content/preview.server";

export function readCookie(request: Request, name: PageCookie): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The visitor's selected store (cookie, else profile), or the store a preview looks as; and its store map. */
export async function requestStore(request: Request, context: AppLoadContext): Promise<{ store: Store | null; storeMap: StoreMap }> {
  const { stores } = context.services;
  const preview = previewOf(request, context);
  const id = preview ? preview.storeId : selectedStoreId(readCookie(request, STORE_COOKIE), context.auth.session?.user.store_id);
  const store = id === null ? null : ((await stores.get(id)) ?? null);
  return { store, storeMap: await stores.storeMap(store) };
}
