import { disclosureSettings } from "../disclosure/disclosure-list";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const toggleSettings = disclosureSettings("toggle");
