import { defineWidget } from "../../widget-types";
import { DisclosureList, disclosureStyles } from "../disclosure/disclosure-list";
import { accordionSettings } from "./settings";

/** Items of a title and content, one open at a time, the first open at first (disclosure/disclosure-list.tsx says how). */
export const accordion = defineWidget({
  type: "accordion",
  title: "Accordion",
  settings: accordionSettings,
  Component: ({ settings, element }) => <DisclosureList kind="accordion" settings={settings} element={element} />,
  styles: disclosureStyles("accordion"),
  behaviour: "accordion",
});
