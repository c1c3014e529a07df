/*
 * A page's deferred parts [docs/architecture.md rule 5] that are ready at once go in the page itself; only
 * the ones still on their way stream in after it. A part that streams costs the page a Suspense
 * boundary, a script of its own and another write; the vehicle page's similar cars and view count
 * come from this process's stock index and memory, ready within a millisecond, and streaming them
 * cost a rendered vehicle page about a seventh of its rate (docs/decisions/030-search-page-under-100-kb.md).
 * A part a slow service holds up still streams, so it never holds up the page by more than `ms`.
 */

/** Each part as its value if it settled within `ms`, else as the promise it was. */
export async function readyWithin<T extends Record<string, unknown>>(
  parts: T,
  ms: number,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  const settled = new Map<string, unknown>();
  const all = Promise.all(
    Object.entries(parts).map(async ([name, part]) => {
      settled.set(name, await part);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  // The parts never reject (each settles to a value or null); were one to, it streams as it is.
  await Promise.race([all.catch(() => undefined), waited]);
  clearTimeout(timer);
  const ready = {} as Record<string, unknown>;
  for (const [name, part] of Object.entries(parts))
    ready[name] = settled.has(name) ? settled.get(name) : part;
  return ready as { [K in keyof T]: T[K] | Awaited<T[K]> };
}
