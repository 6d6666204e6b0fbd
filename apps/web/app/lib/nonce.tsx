import { createContext, type ReactNode, useContext } from 'react';

/*
 * The Content-Security-Policy nonce of this page, for the inline scripts React Router renders.
 * Only the server knows it; in the browser the scripts already ran, so it is undefined there.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
