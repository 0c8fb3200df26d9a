import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { FIELD_LIMITS } from "../../core/limits/limits";
import type { Breakpoints } from "../../core/builder/breakpoints";
import { loadSettings, saveSettings } from "../admin/settings/settings.server";
import { BREAKPOINT_LABELS, BREAKPOINT_NAMES, SWITCHES } from "../admin/settings/settings-values";
import { AdminFrame } from "../admin/admin-frame";
import { GlobalColorsSection, GlobalFontsSection } from "../admin/settings/global-variables-section";
import { useFailureFocus } from "../admin/use-failure-focus";
import { useAnnounceGlobals } from "../admin/settings/use-announce-globals";
import { useLayout } from "../storefront/frame/use-layout";
import "../admin/posts/posts-admin.css";
import type { Route } from "./+types/admin-settings";

export const meta: MetaFunction = () => [{ title: "Site settings · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSettings(request, context);
export const action = ({ request, context }: Route.ActionArgs) => saveSettings(request, context);

const LABELS: Record<string, string> = {
  siteName: "Site name",
  primaryColor: "Primary colour",
  iosLink: "iOS app link",
  androidLink: "Android app link",
  offCanvasSide: "Mobile menu side",
  global_colors: "Global colors:",
  global_fonts: "Global fonts:",
};

/** A message's field: `breakpoints.tablet.value` belongs to the tablet breakpoint; a global variable's message is its list's. */
const fieldOf = (param: string) => (param.startsWith("breakpoints.") ? `bp.${param.split(".")[1] ?? ""}` : param.split(".")[0]!);
const isGlobalParam = (param: string) => param.startsWith("global_colors") || param.startsWith("global_fonts");
const labelOf = (field: string) =>
  field.startsWith("bp.")
    ? `${BREAKPOINT_LABELS[field.slice(3) as keyof typeof BREAKPOINT_LABELS] ?? "A"} breakpoint`
    : (LABELS[field] ?? field);

/** The site settings (administrator only): colour, app links, feature switches, mobile menu side, breakpoints. */
export default function AdminSettings() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const alertRef = useFailureFocus(result ?? null);
  // An editor open in another tab takes saved global colours and fonts at once (decision 0096).
  useAnnounceGlobals({ colors: view.settings.global_colors, fonts: view.settings.global_fonts });
  const v = { ...view.settings, ...(result?.values ?? {}) } as typeof view.settings;
  const errors: Record<string, string> = {};
  const globalErrors: Record<string, string> = {};
  for (const [param, message] of Object.entries(result?.errors ?? {})) {
    errors[fieldOf(param)] ??= message;
    if (isGlobalParam(param)) globalErrors[param] = message;
  }
  const described = (name: string, hint?: boolean) =>
    [hint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const message = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className="form-error">
        {labelOf(name)} {errors[name]}
      </span>
    ) : null;
  const text = (name: "siteName" | "primaryColor" | "iosLink" | "androidLink", max: number, hint?: string) => (
    <p>
      <label htmlFor={`field-${name}`}>{LABELS[name]}</label>
      <input
        id={`field-${name}`}
        name={name}
        defaultValue={String(v[name] ?? "")}
        maxLength={max}
        aria-describedby={described(name, !!hint)}
        aria-invalid={errors[name] ? true : undefined}
      />
      {hint ? <span id={`${name}-hint`}>{hint}</span> : null}
      {message(name)}
    </p>
  );
  const bps = v.breakpoints as Breakpoints;
  return (
    <AdminFrame title="Site settings">
      {result ? (
        <div role="alert" className="form-error">
          <p tabIndex={-1} ref={alertRef}>
            {result.formError}
          </p>
          {Object.keys(errors).length ? (
            <ul>
              {Object.entries(errors).map(([name, m]) => (
                <li key={name}>
                  <a href={name.startsWith("global_") ? `#${name.replace("_", "-")}` : `#field-${name}`}>
                    {labelOf(name)} {m}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : view.saved ? (
        <p role="status" className="admin-status">
          The settings were saved; visitors’ pages use them now.
        </p>
      ) : null}
      <Form method="post" noValidate key={result ? JSON.stringify(result.errors) : "saved"}>
        <input type="hidden" name="nonce" value={apiNonce} />
        <fieldset>
          <legend>Brand and apps</legend>
          <div className="admin-fields">
            {text("siteName", FIELD_LIMITS.siteName)}
            {text("primaryColor", FIELD_LIMITS.color, "A hex colour such as #1f6f43; empty for the theme’s own.")}
            {text("iosLink", FIELD_LIMITS.url, "An https address; empty hides the App Store link.")}
            {text("androidLink", FIELD_LIMITS.url, "An https address; empty hides the Google Play link.")}
          </div>
        </fieldset>
        <fieldset id="field-offCanvasSide" aria-describedby={described("offCanvasSide")}>
          <legend>Mobile menu side</legend>
          {(["left", "right"] as const).map((side) => (
            <label key={side} className="admin-check">
              <input type="radio" name="offCanvasSide" value={side} defaultChecked={v.offCanvasSide === side} /> Slides in from the {side}
            </label>
          ))}
          {message("offCanvasSide")}
        </fieldset>
        <fieldset>
          <legend>Features</legend>
          {SWITCHES.map(([name, label, hint]) => (
            <p key={name}>
              <label className="admin-check">
                <input type="checkbox" name={name} defaultChecked={Boolean(v[name])} aria-describedby={`${name}-hint`} /> {label}
              </label>
              <span id={`${name}-hint`}> {hint}</span>
            </p>
          ))}
        </fieldset>
        <fieldset>
          <legend>Breakpoints (page builder)</legend>
          <p id="bp-hint">
            Widths in pixels, from 320 to 9999; each active breakpoint must be wider than the active one above it in this list.
          </p>
          <div className="admin-fields">
            {BREAKPOINT_NAMES.map((name) => (
              <p key={name} id={`field-bp.${name}`}>
                <label htmlFor={`bp-${name}`}>{BREAKPOINT_LABELS[name]} width</label>
                <input
                  id={`bp-${name}`}
                  name={`bp.${name}.value`}
                  inputMode="numeric"
                  defaultValue={String(bps[name]?.value ?? "")}
                  aria-describedby={described(`bp.${name}`) ? `bp-hint bp.${name}-error` : "bp-hint"}
                  aria-invalid={errors[`bp.${name}`] ? true : undefined}
                />
                <label className="admin-check">
                  <input type="checkbox" name={`bp.${name}.active`} defaultChecked={Boolean(bps[name]?.active)} /> {BREAKPOINT_LABELS[name]}{" "}
                  active
                </label>
                {message(`bp.${name}`)}
              </p>
            ))}
          </div>
        </fieldset>
        <p>
          <button type="submit">Save settings</button>
        </p>
      </Form>
      <GlobalColorsSection colors={v.global_colors} nonce={apiNonce} errors={globalErrors} />
      <GlobalFontsSection fonts={v.global_fonts} nonce={apiNonce} errors={globalErrors} />
    </AdminFrame>
  );
}
