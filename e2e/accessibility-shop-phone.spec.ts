import { sweepAccessibility } from './support/accessibility-sweep.ts';
import { checkHeaderSearchList } from './support/header-search-axe.ts';

/* The shop's pages as a shopper who has not signed in sees them, at 390 px, and the header search's open list. */

const rig = sweepAccessibility(['signed out'], ['390 px']);
checkHeaderSearchList(rig, '390 px');
