/** The REST error format lives in core/ (the app reads it too): core/web/api-errors.ts. */
export * from "#core/web/api-errors";
