import type { ElementNode } from "#core/documents/document-types";

/** The templates library's calls (docs/design/website-templates.md): the admin API with the page's nonce. */
const BASE = "/api/admin/v1/templates";

export interface LibraryItem {
  id: number;
  type: string;
  title: string;
  status: "publish" | "draft";
  updated_at: string;
}

export interface LibraryPage {
  items: LibraryItem[];
  total: number;
  types: { key: string; title: string }[];
}

const headers = (nonce: string) => ({ accept: "application/json", "x-aisle-nonce": nonce });

async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? `The server answered ${res.status}.`);
}

/** One page of the library (24 templates a page, newest first); `page` from 1. */
export async function listTemplates(
  q: { q: string; type: string; page?: number },
  nonce: string,
  signal?: AbortSignal,
): Promise<LibraryPage> {
  const params = new URLSearchParams();
  if (q.q.trim()) params.set("q", q.q.trim().slice(0, 100));
  if (q.type) params.set("type", q.type);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  const res = await fetch(`${BASE}?${params}`, { headers: headers(nonce), signal });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as LibraryPage;
}

export async function saveTemplate(body: { title: string; type: string; elements: ElementNode[] }, nonce: string): Promise<{ id: number }> {
  const res = await fetch(BASE, {
    method: "POST",
    headers: { ...headers(nonce), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as { id: number };
}

/** A template's elements, as saved, for Insert. */
export async function templateElements(id: number, nonce: string): Promise<unknown[]> {
  const res = await fetch(`/api/admin/v1/documents/${id}`, { headers: headers(nonce) });
  if (!res.ok) throw await failure(res);
  const doc = (await res.json()) as { elements?: unknown };
  return Array.isArray(doc.elements) ? doc.elements : [];
}

export const exportHref = (id: number) => `/admin/templates/${id}/export`;
export const previewHref = (id: number) => `/admin/documents/${id}/preview?v=library`;
