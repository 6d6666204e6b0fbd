import { sweepAccessibility } from './support/accessibility-sweep.ts';

/* The back-office's queues and stock (inquiries, custom requests, stones, coupons, blog, orders, returns), at 390 and 1440 px. */

sweepAccessibility(['admin, queues and stock'], ['390 px', '1440 px']);
