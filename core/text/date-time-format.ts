/**
 * One `Intl.DateTimeFormat` per locale and options, made on first use and kept: making one costs far
 * more than formatting with it (time-zone data is loaded per instance), and the slot plan and order
 * pages format the same few patterns in the same zone on every request. A formatter holds no state
 * between calls, so sharing one gives the same strings as a new one each time.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** Distinct locale and option sets in use are a handful; past this the map starts over (a zone read from input cannot grow it for ever). */
const MAX_FORMATS = 256;

/** The formatter for `locale` and `options` (throws as the constructor does for an unknown time zone). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\n${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
