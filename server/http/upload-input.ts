/** The files of a form as the contact service takes them: core/web/upload-input.ts. */
export { uploadInputs } from "#core/web/upload-input";
