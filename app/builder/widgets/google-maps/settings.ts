import { z } from "zod";
import { plainText, sliderNumber } from "../setting-fields";

/** Stored settings of the Google Maps widget (Elementor's names and defaults); any stored value parses. */
export const googleMapsSettings = z.object({
  address: plainText("London Eye, London, United Kingdom", 500),
  zoom: sliderNumber(10, 1, 20),
});

export type GoogleMapsSettings = z.infer<typeof googleMapsSettings>;
