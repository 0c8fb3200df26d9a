/** The "My Store" star indicator of the selected store (docs/requirements.md#screens-and-routes). */
export function MyStoreBadge() {
  return (
    <p className="my-store-badge">
      <span className="my-store-badge__star" aria-hidden="true">
        ★
      </span>{" "}
      <span className="my-store-badge__text">My Store</span>
    </p>
  );
}
