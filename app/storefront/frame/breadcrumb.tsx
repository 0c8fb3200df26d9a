import { Link } from "../../routing/routing";

/** The trail above a page: links to the pages above it and, last, the page itself (aria-current). */
export function Breadcrumb({ trail, current }: { trail: { to: string; label: string }[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
