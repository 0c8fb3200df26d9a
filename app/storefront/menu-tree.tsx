import type { NavNode } from "../../core/navigation";

/** A navigation tree as nested lists; the selected path is marked for assistive technology. */
export function MenuTree({ label, nodes, className }: { label: string; nodes: NavNode[]; className?: string }) {
  if (!nodes.length) return null;
  return (
    <nav aria-label={label} className={className}>
      <MenuList nodes={nodes} />
    </nav>
  );
}

function MenuList({ nodes }: { nodes: NavNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id} className={node.selected ? "is-selected" : undefined}>
          <a href={node.url} aria-current={node.selected && !node.children.some((c) => c.selected) ? "page" : undefined}>
            {node.title}
          </a>
          {node.children.length ? <MenuList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
