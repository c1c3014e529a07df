/*
 * Local browser storage kept per site [VSD §3 "Favourite (kept in local browser storage)"; SW §3
 * "Search history entry ... Stored locally per site"]. Every read tolerates missing or corrupt
 * data: storage can be full, blocked or edited by hand.
 */
const listeners = new Set<() => void>();

function key(siteSlug: string, name: string) {
  return `forecourt:${siteSlug}:${name}`;
}

export function readSiteList<T>(siteSlug: string, name: string): T[] {
  try {
    const raw = window.localStorage.getItem(key(siteSlug, name));
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function writeSiteList<T>(siteSlug: string, name: string, list: T[]) {
  try {
    window.localStorage.setItem(key(siteSlug, name), JSON.stringify(list));
  } catch (error) {
    console.warn("Could not save to local storage", error);
  }
  for (const listener of listeners) listener();
}

export function subscribeSiteStorage(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith("forecourt:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
