/** Demo sign-ins, shown in the README and on the demo login page. Never used outside the demo seed. */
export const DEMO_ACCOUNTS = [
  { role: "shopper", email: "shopper@aisle.test", password: "shopper-demo-1", name: "Sam Shopper" },
  { role: "editor", email: "editor@aisle.test", password: "editor-demo-1", name: "Erin Editor" },
  { role: "administrator", email: "admin@aisle.test", password: "admin-demo-1", name: "Ada Admin" },
  { role: "forms_admin", email: "forms@aisle.test", password: "forms-demo-1", name: "Finn Forms" },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
export type DemoRole = DemoAccount["role"];
