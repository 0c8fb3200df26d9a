import { KitError } from "./kit-error";

/**
 * A kit's XML is WordPress's WXR, which never declares a document type. Any DOCTYPE is refused, so no
 * entity (internal or external, docs/kits.md) is ever expanded, whatever reads the file later.
 */
export function assertSafeXml(path: string, xml: string): void {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new KitError(
      "kit_unsafe_xml",
      `The file "${path}" in the kit declares a document type or entities, which a kit's XML never does.`,
    );
}

/** One item of a WXR file: its post type, old id and title. */
export interface WxrItem {
  postType: string;
  id: string;
  title: string;
}

const cdata = (s: string) => s.replace(/^<!\[CDATA\[([\s\S]*?)\]\]>$/, "$1").trim();
const tag = (item: string, name: string) => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(item);
  return m ? cdata(m[1]!.trim()) : "";
};

/** The items of a WXR file (after `assertSafeXml`): enough to count and list them in the review. */
export function wxrItems(xml: string): WxrItem[] {
  const items: WxrItem[] = [];
  for (const m of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const body = m[1]!;
    items.push({ postType: tag(body, "wp:post_type"), id: tag(body, "wp:post_id"), title: tag(body, "title") });
  }
  return items;
}
