import type { Taxonomy } from "./taxonomies";
import type { TermNode } from "./types";

/** A stored term. */
export interface TermRow {
  id: number;
  taxonomy: Taxonomy;
  slug: string;
  name: string;
  parentId: number | null;
  position: number;
}

/** One published post carrying one term. */
export interface TermAssignment {
  postId: number;
  termId: number;
}

const byPosition = (a: TermRow, b: TermRow) => a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Every term of every taxonomy, looked up by id or slug, with its children. A parent in another
 * taxonomy, or missing, makes a term a top-level one.
 */
export class TermIndex {
  private readonly byId = new Map<number, TermRow>();
  private readonly bySlug = new Map<string, TermRow>();
  private readonly childrenOf = new Map<number | null, TermRow[]>();

  constructor(rows: readonly TermRow[]) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      this.bySlug.set(`${r.taxonomy}:${r.slug}`, r);
    }
    for (const r of [...rows].sort(byPosition)) {
      const key = this.parentOf(r)?.id ?? null;
      const list = this.childrenOf.get(key) ?? [];
      list.push(r);
      this.childrenOf.set(key, list);
    }
  }

  private parentOf(r: TermRow): TermRow | null {
    const parent = r.parentId === null ? undefined : this.byId.get(r.parentId);
    if (!parent || parent.taxonomy !== r.taxonomy) return null;
    // A term on a loop of parents (a is b's parent and b is a's) would never be reached from the top:
    // it is a top-level one. A term below such a loop keeps its parent.
    const seen = new Set<number>();
    for (let p: TermRow | null = parent; p;) {
      if (p.id === r.id) return null;
      if (seen.has(p.id)) return parent;
      seen.add(p.id);
      const next: TermRow | undefined = p.parentId === null ? undefined : this.byId.get(p.parentId);
      p = next && next.taxonomy === r.taxonomy ? next : null;
    }
    return parent;
  }

  get(id: number): TermRow | undefined {
    return this.byId.get(id);
  }

  find(taxonomy: Taxonomy, slug: string): TermRow | undefined {
    return this.bySlug.get(`${taxonomy}:${slug}`);
  }

  /** The term's id and, with `withChildren`, the ids of every term below it. */
  ids(term: TermRow, withChildren: boolean): number[] {
    if (!withChildren) return [term.id];
    const out: number[] = [];
    const stack = [term];
    while (stack.length) {
      const t = stack.pop()!;
      out.push(t.id);
      stack.push(...(this.childrenOf.get(t.id) ?? []));
    }
    return out;
  }

  /** The taxonomy's terms as a tree in term order, with post counts from `assignments` (published posts). */
  tree(taxonomy: Taxonomy, assignments: readonly TermAssignment[]): TermNode[] {
    const postsOf = new Map<number, Set<number>>();
    for (const a of assignments) {
      const set = postsOf.get(a.termId) ?? new Set<number>();
      set.add(a.postId);
      postsOf.set(a.termId, set);
    }
    const build = (parent: TermRow | null): { nodes: TermNode[]; posts: Set<number> } => {
      const all = new Set<number>();
      const nodes = (this.childrenOf.get(parent?.id ?? null) ?? [])
        .filter((t) => t.taxonomy === taxonomy)
        .map((t): TermNode => {
          const own = postsOf.get(t.id) ?? new Set<number>();
          const below = build(t);
          const posts = new Set([...own, ...below.posts]);
          for (const p of posts) all.add(p);
          return {
            id: t.id,
            slug: t.slug,
            name: t.name,
            parent: parent?.slug ?? null,
            count: own.size,
            total: posts.size,
            children: below.nodes,
          };
        });
      return { nodes, posts: all };
    };
    return build(null).nodes;
  }
}
