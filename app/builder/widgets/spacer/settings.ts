import { z } from "zod";

/** The spacer's only setting, `space` (responsive, 50px by default), is read by its styles. */
export const spacerSettings = z.object({});

export type SpacerSettings = z.infer<typeof spacerSettings>;
