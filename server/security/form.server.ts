/**
 * A posted form's text fields. A body that is not a form reads as an empty one (so the route answers
 * with its field errors, not a 500); NUL characters, which no person types and PostgreSQL refuses
 * in text, are removed; uploaded files are ignored.
 */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {};
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields))
      fields[name.replaceAll("\0", "")] = value.replaceAll("\0", "");
  }
  return fields;
}
