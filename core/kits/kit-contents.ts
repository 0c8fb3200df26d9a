import type { z } from "zod";
import { kitManifest, type KitManifest } from "./manifest";
import { KitError } from "./kit-error";
import { assertSafeXml, wxrItems, type WxrItem } from "./xml-safety";

/** What a kit holds once read: its manifest, its files by path, the WXR items and the terms by taxonomy. */
export interface KitContents {
  manifest: KitManifest;
  files: ReadonlyMap<string, string>;
  wxr: WxrItem[];
  terms: Record<string, number>;
}

/** A union's issue as the issue of the branch that got furthest (a map, not PHP's `[]`), whole path included. */
function deepestIssue(issue: z.core.$ZodIssue, base: PropertyKey[] = []): { path: PropertyKey[]; message: string } {
  const path = [...base, ...issue.path];
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return { path, message: issue.message };
  const branches = issue.errors.map((errs) => deepestIssue(errs[0]!, path));
  return branches.reduce((a, b) => (b.path.length > a.path.length ? b : a));
}

function parseJsonFile(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new KitError("kit_invalid", `The file "${path}" in the kit is not valid JSON.`);
  }
}

/**
 * Reads the kit's files (JSON and XML by path, from the zip): `manifest.json` at its root, checked
 * against the format (docs/kits.md); every XML file refused when it declares entities; the WXR items
 * and the taxonomy terms counted for the review.
 */
export function readKitContents(files: ReadonlyMap<string, string>): KitContents {
  const manifestText = files.get("manifest.json");
  if (manifestText === undefined) throw new KitError("kit_invalid", "The zip has no manifest.json at its top: it is not an Elementor kit.");
  const parsed = kitManifest.safeParse(parseJsonFile("manifest.json", manifestText));
  if (!parsed.success) {
    const issue = deepestIssue(parsed.error.issues[0]!);
    const where = issue.path.length ? issue.path.join(".") : "manifest";
    throw new KitError("kit_invalid", `The kit's manifest.json is not in Elementor's format: ${where} ${issue.message}.`);
  }
  const wxr: WxrItem[] = [];
  const terms: Record<string, number> = {};
  for (const [path, text] of files) {
    if (/\.xml$/i.test(path)) {
      assertSafeXml(path, text);
      if (path.startsWith("wp-content/")) wxr.push(...wxrItems(text));
    } else if (/^taxonomies\/[^/]+\.json$/i.test(path)) {
      const list = parseJsonFile(path, text);
      terms[path.slice("taxonomies/".length, -".json".length)] = Array.isArray(list) ? list.length : 0;
    }
  }
  return { manifest: parsed.data, files, wxr, terms };
}
