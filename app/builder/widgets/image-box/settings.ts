import { z } from "zod";
import { imageSetting } from "../setting-fields";
import { boxSettingsShape } from "../box-content";

/** Stored settings of the image box; every field falls back to its default, so any stored value parses. */
export const imageBoxSettings = z.object({
  image: imageSetting,
  ...boxSettingsShape,
});

export type ImageBoxSettings = z.infer<typeof imageBoxSettings>;
