import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "../routing/routing";
import { SEARCH_TERM_MAX_LENGTH } from "../../core/text/search-term";
import { moveActive, typeaheadOptions, wantsSuggestions, type TypeaheadOption } from "../../core/catalog/typeahead";
import type { Suggestions } from "../../core/catalog/types";
import { SHOP_BASES, type ShopKind } from "../../core/catalog/shops";

const SUGGEST_DELAY_MS = 150;
/** The start of the search box's and its list's ids. */
const SHOP_SEARCH_ID = "shop-search";

/**
 * The shop's search: a GET form to the shop's search page, `/shop/search` or `/wine/shop/search` (works without JavaScript) whose text box is an APG
 * combobox with a list of suggestions (products, departments, recipes). Arrow keys move through the
 * list (aria-activedescendant; focus stays in the box), Enter opens the chosen suggestion or searches
 * for the text, Escape closes the list (and clears the box when it is already closed). The box is
 * not controlled: what was typed before the scripts ran stays, and is asked about once they run.
 * A page holds one; its ids are fixed, not made by useId: ids from useId depend on the tree above,
 * which differs between the server's render and a plain page's (decision 0045).
 */
export function ShopSearch({
  defaultValue = "",
  storeId,
  shop = "shop",
}: {
  defaultValue?: string;
  storeId: number | null;
  shop?: ShopKind;
}) {
  const listId = SHOP_SEARCH_ID;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [options, setOptions] = useState<TypeaheadOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const ask = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (!wantsSuggestions(text)) {
      asked.current = "";
      setOptions([]);
      setOpen(false);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(async () => {
      asked.current = text;
      const params = new URLSearchParams({ q: text.slice(0, SEARCH_TERM_MAX_LENGTH) });
      if (storeId !== null) params.set("store_id", String(storeId));
      try {
        const res = await fetch(`/api/shop/v1/search/suggestions?${params}`, { headers: { accept: "application/json" } });
        if (!res.ok || asked.current !== text) return;
        const found = typeaheadOptions((await res.json()) as Suggestions);
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0 && document.activeElement === input.current);
      } catch {
        // No suggestions; the form still searches.
      }
    }, SUGGEST_DELAY_MS);
  };

  // Text typed before the scripts ran is asked about as soon as they run.
  useEffect(() => {
    const el = input.current;
    if (el && document.activeElement === el && el.value !== defaultValue) ask(el.value);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (o: TypeaheadOption) => {
    setOpen(false);
    setActive(-1);
    navigate(o.url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      setActive((a) => moveActive(open ? a : -1, options.length, e.key as "ArrowDown" | "ArrowUp"));
    } else if (e.key === "Enter" && open && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (e.currentTarget.value) {
        e.preventDefault();
        e.currentTarget.value = "";
        ask("");
      }
    }
  };

  const activeId = open && active >= 0 ? options[active]?.id : undefined;
  const groups = (["Products", "Departments", "Recipes"] as const)
    .map((g) => ({ g, items: options.filter((o) => o.group === g) }))
    .filter((x) => x.items.length);
  return (
    <Form method="get" action={`${SHOP_BASES[shop]}/search`} role="search" className="shop-search" onSubmit={() => setOpen(false)}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search products
      </label>
      <div className="shop-search__box">
        <input
          ref={input}
          id={`${listId}-input`}
          type="text"
          name="q"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          defaultValue={defaultValue}
          key={defaultValue}
          placeholder="Search products"
          onChange={(e) => ask(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(options.length > 0 && asked.current !== "")}
        />
        <ul id={`${listId}-list`} role="listbox" aria-label="Suggestions" className="shop-search__list" hidden={!open}>
          {groups.map(({ g, items }) => (
            <li key={g} role="presentation">
              <ul role="group" aria-label={g}>
                {items.map((o) => (
                  <li
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={o.id === activeId}
                    className="shop-search__option"
                    // Chosen on mousedown, before the box's blur closes the list.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(o);
                    }}
                  >
                    {o.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button">
        Find
      </button>
    </Form>
  );
}
