import { Link } from "../routing/routing";

/** A link in a browse or filter list; the one for the page shown is marked aria-current. */
export interface TermLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  children?: TermLink[];
}

function Items({ links }: { links: TermLink[] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.key}>
          <Link to={l.href} aria-current={l.current ? "page" : undefined}>
            {l.label}
          </Link>
          {l.children?.length ? <Items links={l.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A named navigation of term links (the recipe categories tree, the diet filter), plain links that work without JavaScript. */
export function TermLinks({ label, links, className }: { label: string; links: TermLink[]; className?: string }) {
  const id = `term-links-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <nav aria-labelledby={id} className={["term-links", className].filter(Boolean).join(" ")}>
      <h2 id={id} className="term-links__title">
        {label}
      </h2>
      <Items links={links} />
    </nav>
  );
}
