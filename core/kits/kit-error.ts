/** Why a kit was refused: a code for the API's error format and a sentence for the person who sent it. */
export type KitErrorCode = "kit_too_large" | "kit_unsafe_entry" | "kit_unsafe_xml" | "kit_invalid";

export class KitError extends Error {
  constructor(
    readonly code: KitErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "KitError";
  }
}
