import { Link } from "#app/routing/routing";
import "./chip.css";

/**
 * A filter as a link that turns it on or off (`aria-current` while on), drawn as a checkbox with its
 * count: it works without scripts, and its name reads "Organic (74)".
 */
export function CheckboxChip({
  to,
  label,
  count,
  on,
  row = false,
}: {
  to: string;
  label: string;
  count?: number;
  on: boolean;
  row?: boolean;
}) {
  return (
    <Link to={to} aria-current={on ? "true" : undefined} className={row ? "chip chip--row" : "chip"} preventScrollReset>
      <span className="chip__box" aria-hidden="true" />
      <span>{label}</span>
      {count === undefined ? null : <span className="chip__count">({count})</span>}
    </Link>
  );
}

/** A link drawn as a chip (a sub-department, a suggestion). */
export function LinkChip({ to, label, current = false }: { to: string; label: string; current?: boolean }) {
  return (
    <Link to={to} className="chip" aria-current={current ? "page" : undefined}>
      {label}
    </Link>
  );
}
