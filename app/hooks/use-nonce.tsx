import { createContext, useContext } from "react";

/*
 * The Content-Security-Policy nonce of this response (server/security/http.server.ts), handed from
 * entry.server.tsx to the document so every script it writes carries it. In the browser it is
 * empty: scripts added after the first load come from this origin, which the policy allows.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
