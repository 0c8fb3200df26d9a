import { defineWidget } from "../../widget-types";
import { DisclosureList, disclosureStyles } from "../disclosure/disclosure-list";
import { toggleSettings } from "./settings";

/** Items of a title and content, each opening on its own, all closed at first (disclosure/disclosure-list.tsx says how). */
export const toggle = defineWidget({
  type: "toggle",
  title: "Toggle",
  settings: toggleSettings,
  Component: ({ settings, element }) => <DisclosureList kind="toggle" settings={settings} element={element} />,
  styles: disclosureStyles("toggle"),
  behaviour: "toggle",
});
