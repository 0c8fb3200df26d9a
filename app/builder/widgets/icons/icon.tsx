import { safeUrl } from "#core/text/safe-url";
import { iconShape, iconUrl } from "./icon-library";
import type { IconSetting } from "./icon-setting";

/**
 * An Elementor icon as inline SVG (no icon font, no request): decorative (`aria-hidden`) unless a
 * label is given, in which case it is an image with that name. Renders nothing for no icon or an
 * unknown one.
 */
export function Icon({ icon, label, className }: { icon: IconSetting; label?: string; className?: string }) {
  const url = iconUrl(icon);
  if (url)
    return (
      <img
        className={["e-font-icon-svg", className].filter(Boolean).join(" ")}
        src={safeUrl(url)}
        alt={label ?? ""}
        width={16}
        height={16}
      />
    );
  const shape = iconShape(icon);
  if (!shape) return null;
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg
      className={["e-font-icon-svg", shape.name, className].filter(Boolean).join(" ")}
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      {...a11y}
    >
      {shape.paths.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
