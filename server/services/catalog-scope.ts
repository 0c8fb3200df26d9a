import { sql, type SQL } from "drizzle-orm";

/**
 * The SQL of a store's scope: every product the store sells (its group's price, its own exceptions)
 * in some departments and/or matching a search term, with a search rank. catalog.ts runs it once per
 * scope; facets, sort and pages are worked out from its rows (core/catalog/product-list.ts).
 */
export interface ScopeSql {
  storeId: number | null;
  priceGroupId: number;
  /** The department and the departments below it (null: every department). */
  departmentIds: number[] | null;
  /** A searchable term, and whether it has full-text matches (else trigram similarity is used). */
  search: { term: string; fullText: boolean } | null;
  /** Only these products (favorites); null: no such limit. */
  productIds?: number[] | null;
}

/** A row as PRODUCT_COLUMNS reads it (on either driver). */
export interface ProductColumnsRow {
  id: number;
  sku: string;
  slug: string;
  name: string;
  brand: string;
  size: string;
  department_id: number;
  image: string | null;
  flags: string[];
  sold_by_weight: boolean;
  unit: string;
  unit_size: number;
  weight_step: number | null;
  average_weight: number | null;
  featured: boolean;
  price_cents: number;
  sale_price_cents: number | null;
  sale_starts_at: string | Date | null;
  sale_ends_at: string | Date | null;
  available: boolean;
  aisle: string;
  extra: Record<string, unknown> | null;
  deals: Array<{ price_cents: number; starts_at: string; ends_at: string }> | null;
}

export const PRODUCT_COLUMNS = sql`p.id, p.sku, p.slug, p.name, p.brand, p.size, p.department_id, p.image, p.flags,
  p.sold_by_weight, p.unit, p.unit_size, p.weight_step, p.average_weight, p.featured,
  coalesce(sp.price_cents, pp.price_cents) as price_cents, pp.sale_price_cents, pp.sale_starts_at, pp.sale_ends_at,
  coalesce(sp.available, true) as available, coalesce(sp.aisle, p.home_aisle) as aisle, p.extra, dl.deals`;

/**
 * FROM products joined to the store's prices and exceptions, and to the product's deals in the weekly
 * ads of the store's group (each with its circular's dates: the price follows the ad while it is valid).
 */
export const storeFrom = (storeId: number | null, priceGroupId: number) => sql`from products p
  join product_prices pp on pp.product_id = p.id and pp.store_group_id = ${priceGroupId}
  left join store_products sp on sp.product_id = p.id and sp.store_id = ${storeId ?? 0}
  left join (
    select cd.product_id, json_agg(json_build_object('price_cents', cd.price_cents, 'starts_at', c.start_date, 'ends_at', c.end_date)) as deals
    from circular_deals cd join circulars c on c.id = cd.circular_id
    where ${priceGroupId}::int = any(c.store_group_ids)
    group by cd.product_id
  ) dl on dl.product_id = p.id`;

/**
 * Full-text search (English stemming: "peaches" finds "peach") when the term has full-text matches
 * at all, else trigram word similarity, which forgives typos ("bananna", "strawbery"). The rank adds
 * how closely the product's name matches the term, most of all its last word.
 */
function searchSql(term: string, fullText: boolean): { where: SQL; rank: SQL } {
  // The stored vectors (decision 0064): the text of each match is not parsed again to rank it.
  const doc = sql`p.search_vector`;
  const query = sql`websearch_to_tsquery('english', ${term})`;
  // The name's last word is what the product is ("Gala Apples", not "Apple Pie"): a match there counts most.
  const head = sql`(case when p.head_vector @@ ${query} then 1 else 0 end)`;
  const name = sql`(word_similarity(${term}, p.name) + ${head})`;
  // The matches are found first, from the search's own index, as a set of ids (decision 0064): joined
  // with a department list, the planner would read every product of the departments and test each.
  const matching = (test: SQL) => sql`p.id = any(array(select x.id from products x where ${test}))`;
  return fullText
    ? { where: matching(sql`x.search_vector @@ ${query}`), rank: sql`(ts_rank(${doc}, ${query}) + ${name})` }
    : {
        where: matching(sql`${term} <% x.search_text`),
        rank: sql`(word_similarity(${term}, p.search_text) + word_similarity(${term}, p.name) + similarity(${term}, regexp_replace(p.name, '^.* ', '')))`,
      };
}

export function scopeQuery(scope: ScopeSql): SQL {
  const conditions: SQL[] = [sql`coalesce(sp.carried, true)`];
  if (scope.departmentIds)
    conditions.push(
      scope.departmentIds.length
        ? sql`p.department_id in (${sql.join(
            scope.departmentIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (scope.productIds)
    conditions.push(
      scope.productIds.length
        ? sql`p.id in (${sql.join(
            scope.productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  const search = scope.search ? searchSql(scope.search.term, scope.search.fullText) : null;
  if (search) conditions.push(search.where);
  return sql`select ${PRODUCT_COLUMNS}, ${search ? search.rank : sql`0`}::float8 as rank
    ${storeFrom(scope.storeId, scope.priceGroupId)}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Every product matching a term, in any store and department, with its search rank (`searchSql`'s),
 * in one query: the full-text matches when the term has some among the products of `shop`, else the
 * trigram matches (among `trigramCandidates` when given). Each row: `id`, `rank` and `full_text` (which of the two). A store's scope is read
 * apart (scopeQuery without a search) and cut to these products: one term's matches serve every store.
 */
export function searchMatchesQuery(shop: string, term: string, trigramCandidates: readonly number[] | null = null): SQL {
  const fullText = searchSql(term, true);
  const trigram = searchSql(term, false);
  // Only these products may reach the trigram similarity (search-matches.ts): the index is not read for the others.
  // The test is `<%` called as its function: as an operator, the planner estimates how many rows pass
  // by trying it on the column's statistics, about 2 ms of planning for a handful of rows.
  const trigramWhere =
    trigramCandidates === null
      ? trigram.where
      : trigramCandidates.length
        ? sql`p.id in (${sql.join(
            trigramCandidates.map((id) => sql`${id}`),
            sql`, `,
          )}) and word_similarity_op(${term}, p.search_text)`
        : sql`false`;
  return sql`with hit as (${fullTextHitsQuery(shop, [term])})
    select p.id, ${fullText.rank}::float8 as rank, true as full_text from products p
      where (select hit.hit from hit) and ${fullText.where}
    union all
    select p.id, ${trigram.rank}::float8 as rank, false as full_text from products p
      where not (select hit.hit from hit) and ${trigramWhere}`;
}

/**
 * Whether each term has full-text matches among the products of `shop`, for many terms in one query:
 * one row per term (`i`, its place in `terms`, and `hit`), each term a constant so the full-text index answers it.
 */
export function fullTextHitsQuery(shop: string, terms: readonly string[]): SQL {
  return sql.join(
    terms.map(
      // Counted rather than EXISTS: a first match sought row by row reads every product's text; the count takes the index.
      (term, i) => sql`(select ${i}::int as i, count(*) > 0 as hit
      from (select p.department_id from products p where p.search_vector @@ websearch_to_tsquery('english', ${term})) m
      join departments d on d.id = m.department_id and d.shop = ${shop})`,
    ),
    sql` union all `,
  );
}

/**
 * The best-ranked products of several searches in one query (a recipe's ingredients): for each term,
 * the products `scopeQuery` finds at the store (every department of `departmentIds`), cut to those
 * ranked in its first `places`, ties at the last place included, so sorting the rows by rank and then
 * name as the catalog's list does gives exactly its first page. Only what an ingredient's match reads
 * (no prices or deals). Each row says which term (`term_index`) it is for.
 */
export function candidatesQuery(
  scope: Omit<ScopeSql, "search" | "productIds">,
  searches: ReadonlyArray<{ term: string; fullText: boolean }>,
  places: number,
): SQL {
  const departments = scope.departmentIds
    ? scope.departmentIds.length
      ? sql`p.department_id in (${sql.join(
          scope.departmentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`
    : sql`true`;
  return sql.join(
    searches.map((search, i) => {
      const { where, rank } = searchSql(search.term, search.fullText);
      return sql`(select * from (select ${i}::int as term_index, p.id, p.slug, p.name, p.brand,
          coalesce(sp.available, true) as available, ${rank}::float8 as rank,
          rank() over (order by ${rank}::float8 desc) as place
        from products p
        join product_prices pp on pp.product_id = p.id and pp.store_group_id = ${scope.priceGroupId}
        left join store_products sp on sp.product_id = p.id and sp.store_id = ${scope.storeId ?? 0}
        where coalesce(sp.carried, true) and ${departments} and ${where}) ranked where ranked.place <= ${places})`;
    }),
    sql` union all `,
  );
}
