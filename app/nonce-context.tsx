import { createContext, useContext } from "react";

/** The request's CSP script nonce; empty in the browser, which hides nonces from the DOM anyway. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
