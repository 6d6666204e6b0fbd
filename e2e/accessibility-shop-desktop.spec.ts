import { sweepAccessibility } from './support/accessibility-sweep.ts';
import { checkHeaderSearchList } from './support/header-search-axe.ts';

/* The shop's pages as a shopper who has not signed in sees them, at 1440 px, and the header search's open list. */

const rig = sweepAccessibility(['signed out'], ['1440 px']);
checkHeaderSearchList(rig, '1440 px');
