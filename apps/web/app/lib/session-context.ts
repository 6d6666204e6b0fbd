import type { CurrentUser } from '@facet/contracts/users';
import { createContext } from 'react-router';

/** The signed-in person for this request (null when signed out), set by the root middleware. */
export const sessionContext = createContext<CurrentUser | null>(null);
