import { createContext, useContext } from "react";

/** The per-request CSP nonce, handed from entry.server.tsx to every inline script we render. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
