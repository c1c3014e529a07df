/*
 * Intl formatters, made once per locale and options: making one costs far more than formatting
 * with it, and pages format dates in a time zone many times over.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    // Options come from code, the time zone from site files: a handful of keys in all.
    if (dateFormats.size < 500) dateFormats.set(key, format);
  }
  return format;
}
