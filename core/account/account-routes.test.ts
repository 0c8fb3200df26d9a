import { describe, expect, it } from "vitest";
import { ACCOUNT_ROUTES, accountPath, hashRedirect, realAccountUrl, routeFromHash, routeFromPath, selectedRoute } from "./account-routes";

describe("account routes", () => {
  it("reads the route of a #!/ hash", () => {
    expect(routeFromHash("#!/addresses")).toBe("addresses");
    expect(routeFromHash("!/orders/")).toBe("orders");
    expect(routeFromHash("#!/Payment-Methods?x=1")).toBe("payment-methods");
    expect(routeFromHash("#!/nonsense")).toBeNull();
    expect(routeFromHash("#!/")).toBeNull();
    expect(routeFromHash("#profile")).toBeNull();
    expect(routeFromHash("#!/%E0%A4%A")).toBeNull();
  });

  it("reads the route of a real path", () => {
    expect(routeFromPath("/my-account/profile")).toBe("profile");
    expect(routeFromPath("/my-account/orders/12")).toBe("orders");
    expect(routeFromPath("/my-account")).toBeNull();
    expect(routeFromPath("/my-account/nonsense")).toBeNull();
    expect(routeFromPath("/shop/lists")).toBeNull();
  });

  it("selects the first entry when no route matches", () => {
    const routes = [...ACCOUNT_ROUTES];
    expect(selectedRoute(routes, "/my-account", "#!/nonsense")).toBe("profile");
    expect(selectedRoute(routes, "/my-account", "")).toBe("profile");
    expect(selectedRoute(routes, "/my-account", "#!/preferences")).toBe("preferences");
    expect(selectedRoute(routes, "/my-account/addresses")).toBe("addresses");
    expect(selectedRoute(["orders", "profile"], "/my-account/password")).toBe("orders");
    expect(selectedRoute([], "/my-account")).toBeNull();
  });

  it("maps every hash url to its real path", () => {
    for (const route of ACCOUNT_ROUTES) expect(realAccountUrl(`/my-account#!/${route}`)).toBe(accountPath(route));
    expect(realAccountUrl("/my-account#!/nonsense")).toBe("/my-account/profile");
    expect(realAccountUrl("/shop/lists")).toBe("/shop/lists");
    expect(realAccountUrl("/my-account")).toBe("/my-account");
    expect(realAccountUrl("/shop#!/?store_id=1")).toBe("/shop#!/?store_id=1");
  });

  it("redirects only a #!/ hash", () => {
    expect(hashRedirect("#!/favorites")).toBe("/my-account/favorites");
    expect(hashRedirect("#!/nonsense")).toBe("/my-account/profile");
    expect(hashRedirect("")).toBeNull();
    expect(hashRedirect("#main")).toBeNull();
  });
});
