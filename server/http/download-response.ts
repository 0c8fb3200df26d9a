/** Answers that hand staff a file to save live in core/ (the admin pages answer them too). */
export * from "#core/web/download-response";
