import { useState } from "react";
import { useLocation, useNavigate } from "../../routing/routing";

type Status = { kind: "idle" } | { kind: "locating" } | { kind: "error"; message: string };

/** Coordinates rounded to about 10 m: enough to sort stores, and no more precise than that in the address bar. */
const round = (n: number) => (Math.round(n * 10_000) / 10_000).toFixed(4);

/**
 * "Use my location": asks the browser for the visitor's position and adds lat/lng to the locator's
 * query, so the server sorts the stores by distance. Failures say what to do instead.
 */
export function UseMyLocation() {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const locate = () => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setStatus({ kind: "error", message: "Your browser can't share your location. Search by city, postal code or store name instead." });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const next = new URLSearchParams(search);
        next.set("lat", round(position.coords.latitude));
        next.set("lng", round(position.coords.longitude));
        setStatus({ kind: "idle" });
        navigate(`${pathname}?${next.toString()}`, { preventScrollReset: true });
      },
      (error) => {
        const message =
          error.code === error.PERMISSION_DENIED
            ? "Location access is turned off for this site. Search by city, postal code or store name instead."
            : "We couldn't find your location. Search by city, postal code or store name instead.";
        setStatus({ kind: "error", message });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="use-my-location">
      <button type="button" className="button button--secondary" onClick={locate} aria-busy={status.kind === "locating"}>
        Use my location
      </button>
      <p className="use-my-location__status" role="status">
        {status.kind === "locating" ? "Finding your location…" : status.kind === "error" ? status.message : ""}
      </p>
    </div>
  );
}
