import { useState, useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False in the server's render and the first render in the browser, true once React has hydrated. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** True from the first time `when` is true: for code that loads the first time it is needed. */
export function useLoadedOnce(when: boolean) {
  const [loaded, setLoaded] = useState(when);
  if (when && !loaded) setLoaded(true);
  return loaded;
}
