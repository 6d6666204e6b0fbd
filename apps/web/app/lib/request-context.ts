import type { WebRequestContext } from '@facet/contracts/web-context';
import { createContext } from 'react-router';

/** Set by entry.server's createLoadContext for every page request; read by loaders and actions. */
export const requestContext = createContext<WebRequestContext>();
