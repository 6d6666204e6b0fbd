import { sweepAccessibility } from './support/accessibility-sweep.ts';

/* A customer's account pages and the Admin's back-office settings, at 390 and 1440 px. */

sweepAccessibility(['customer', 'admin'], ['390 px', '1440 px']);
