/** The header's top row kept as HTML (decision 0035): shared with the signed-in pages' cache, so it lives in core. */
export { HEADER_TOP_PART, headerTopInputs } from "#core/frame/page-markup";
