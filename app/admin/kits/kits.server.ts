import type { AppLoadContext } from "react-router";
import { EXPORT_SECTIONS, kitFileName } from "#core/kits/kit-export";
import { KIT_SECTIONS } from "#core/kits/sections";
import { kitExportQuery } from "#core/schemas/kits";
import type { PublicUser } from "#core/schemas/auth";
import type { KitImportReview } from "#core/schemas/kits";
import { attachmentDisposition } from "#core/web/uploads";

const actorOf = (user: PublicUser) => ({ id: user.id, email: user.email });

/** The export screen's sections: the registry's (core/kits/sections.ts) that an export can hold, ticked by their defaults. */
export function exportSections() {
  return KIT_SECTIONS.filter((s) => (EXPORT_SECTIONS as readonly string[]).includes(s.key)).map((s) => ({
    key: s.key,
    title: s.title,
    description: s.description,
    checked: s.key !== "plugins" || s.initialState.enabled,
  }));
}

/** The name the export screen offers: the site's, as a kit name. */
export async function defaultKitName(context: AppLoadContext): Promise<string> {
  return kitFileName((await context.services.settings.get()).siteName);
}

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The export screen's download: the form's fields read as the API reads them (a section or field that
 * is not valid is a 400 saying which, as text), the zip saved as `<name>.zip`, and the screen's action
 * recorded as `ie_admin_action` beside the export's own event.
 */
export async function exportDownload(url: URL, context: AppLoadContext, user: PublicUser): Promise<Response> {
  const parsed = kitExportQuery.safeParse({
    sections: url.searchParams.getAll("sections").join(","),
    name: url.searchParams.get("name") ?? "",
    title: url.searchParams.get("title") ?? undefined,
    description: url.searchParams.get("description") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = { sections: "Sections", name: "Name", title: "Title", description: "Description" }[String(issue.path[0])] ?? "The form";
    return plain(400, `${field} ${issue.message}. Nothing was exported.`);
  }
  const made = await context.services.kitExport.export(actorOf(user), parsed.data, url.origin);
  await context.services.events.record(actorOf(user), {
    name: "ie_admin_action",
    fields: {
      page_source: "export-kit",
      step: "export",
      kit_name: parsed.data.name,
      section: parsed.data.sections.join(",").slice(0, 100),
    },
  });
  return new Response(new Blob([made.bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(made.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(made.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/** Apply from the library: recorded (the library's event and the screen's action), then on to the import screen. */
export async function applyKit(context: AppLoadContext, user: PublicUser, id: string): Promise<string> {
  const applied = await context.services.kitLibrary.apply(actorOf(user), id);
  await context.services.events.record(actorOf(user), {
    name: "ie_admin_action",
    fields: { page_source: "kit-library", step: "apply", kit_name: applied.kit.slice(0, 200) },
  });
  return applied.url;
}

/** Delete from the library (an uploaded kit not imported, or undone); the screen's action recorded beside the library's event. */
export async function deleteKit(context: AppLoadContext, user: PublicUser, id: string): Promise<string> {
  const deleted = await context.services.kitLibrary.remove(actorOf(user), id);
  await context.services.events.record(actorOf(user), {
    name: "ie_admin_action",
    fields: { page_source: "kit-library", step: "delete", kit_name: deleted.kit.slice(0, 200) },
  });
  return deleted.kit;
}

/**
 * The import screen's `?kit=<id>` (the library's Apply): the review of that kit, with no upload. A kit
 * whose import has not run is that import's review; otherwise its zip goes through the upload's own
 * service, so every zip check applies. A kit that is not there, or cannot be read, is the reason why.
 */
export async function reviewLibraryKit(
  context: AppLoadContext,
  user: PublicUser,
  id: string,
): Promise<{ review: KitImportReview | null; error: string }> {
  try {
    const source = await context.services.kitLibrary.source(id);
    const review =
      "importId" in source
        ? await context.services.kitImports.review(source.importId)
        : await context.services.kitImports.upload(actorOf(user), source.fileName, source.bytes);
    return { review, error: "" };
  } catch (err) {
    return { review: null, error: err instanceof Error ? err.message : "The kit could not be read." };
  }
}
