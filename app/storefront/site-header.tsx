import { Link } from "react-router";
import { useLayout } from "./use-layout";
import { MenuTree } from "./menu-tree";

/** Site name, the selected store, and the shop, recipe and account menus for that store. */
export function SiteHeader() {
  const { site, store, navigation, user } = useLayout();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <Link to="/" className="site-header__brand">
          {site.name}
        </Link>
        <div className="site-header__store" data-testid="header-store">
          {store ? (
            <>
              <span className="site-header__store-label">Your store: </span>
              <a href={store.url} className="site-header__store-name">
                {store.name}
              </a>{" "}
              <Link to="/store/store-locator">Change store</Link>
            </>
          ) : (
            <Link to="/store/store-locator">Choose your store</Link>
          )}
        </div>
        <div className="site-header__account">{user ? <span>Hello, {user.name || "shopper"}</span> : <a href="/login">Sign in</a>}</div>
      </div>
      <MenuTree label="Shop" nodes={navigation.shop} className="menu menu--shop" />
      <div className="site-header__secondary">
        <MenuTree label="Recipes" nodes={navigation.recipe} className="menu menu--recipes" />
        {user ? <MenuTree label="My account" nodes={navigation.account} className="menu menu--account" /> : null}
      </div>
    </header>
  );
}
