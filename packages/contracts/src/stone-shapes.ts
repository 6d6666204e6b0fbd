import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { goneStone } from './gone-pages.ts';
import { recordIdParams } from './record-ids.ts';
import { stoneCustomerQuery } from './stone-customer-query.ts';
import { stoneEndpoints } from './stone-endpoints.ts';
import { stoneImportListRecord, stoneImportRecord } from './stone-imports.ts';
import {
  createStoneInput,
  stoneCardPage,
  stoneDetail,
  stoneIdBody,
  stoneIdParams,
  stoneListQuery,
  stoneListRecord,
  stonePageQuery,
  stoneRecord,
  stoneSitemapEntry,
  stoneSkuParams,
  updateStoneInput,
} from './stones.ts';
import { z } from './zod.ts';

/*
 * The shapes of the stones' endpoints (stone-endpoints.ts). Apart from stones.ts, whose schemas
 * they use, because a stone's page may answer 410 with the gone stone (gone-pages.ts) and the
 * import's steps answer its records (stone-imports.ts), and both build on stones.ts: beside it,
 * they would be an import cycle.
 */

const unlistSummary = 'Take an available stone out of the shop';
const relistSummary = 'Put an unlisted stone back in the shop';

export const stoneEndpointShapes = defineShapes(stoneEndpoints, {
  list: {
    summary: 'The back-office list: search by stock or certificate number, category, shape, state, sort, paging',
    query: stoneListQuery,
    response: pagedSchema(stoneListRecord),
  },
  one: { summary: 'A stone with its cost and selling price', params: stoneIdParams, response: stoneRecord },
  create: {
    summary: 'Add a stone; its stock number is generated when left out',
    body: createStoneInput,
    response: stoneRecord,
    status: 201,
  },
  update: { summary: 'Save a stone and its pictures', body: updateStoneInput, response: stoneRecord },
  unlist: { summary: unlistSummary, body: stoneIdBody, response: stoneRecord },
  unlistById: { summary: unlistSummary, params: stoneIdParams, response: stoneRecord },
  relist: { summary: relistSummary, body: stoneIdBody, response: stoneRecord },
  relistById: { summary: relistSummary, params: stoneIdParams, response: stoneRecord },
  remove: {
    summary: 'Delete a stone that is in no order (otherwise 409: unlist it)',
    params: stoneIdParams,
    response: z.null(),
  },
  stonePage: {
    summary:
      'A stone page by stock number: grading, price and breakdown, pictures, similar stones; 410 with the closest available stones when it is sold or unlisted',
    params: stoneSkuParams,
    query: stonePageQuery,
    response: stoneDetail,
    gone: goneStone,
  },
  cardPage: {
    summary: 'Available stones, filtered by the Stone filters, sorted and paged, priced in the shopper’s currency',
    query: stoneCustomerQuery,
    response: stoneCardPage,
  },
  sitemap: {
    summary: 'The stock number and last change of available stones (for sitemap.xml), newest first, bounded',
    response: z.array(stoneSitemapEntry),
  },
  checkImport: {
    summary:
      'Check a supplier feed (multipart/form-data: "mode" upsert|full_feed, then "file", a CSV up to 50 MB): the dry run',
    upload: true,
    response: stoneImportRecord,
    status: 201,
  },
  imports: { summary: 'The latest imports', response: z.array(stoneImportListRecord) },
  importOne: {
    summary: 'One import: state, progress, counts and the first problems by line',
    params: recordIdParams,
    response: stoneImportRecord,
  },
  applyImport: {
    summary: 'Apply a checked import (a job; follow it with GET /api/stone/import/{id})',
    params: recordIdParams,
    response: stoneImportRecord,
  },
  cancelImport: {
    summary: 'Drop a checked import without applying it',
    params: recordIdParams,
    response: stoneImportRecord,
  },
  exportCsv: {
    summary: 'The stones as a CSV with the import’s columns (the back-office list’s filters)',
    query: stoneListQuery,
    file: { contentType: 'text/csv; charset=utf-8' },
  },
});
export type StoneEndpointShapes = typeof stoneEndpointShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    stones: StoneEndpointShapes;
  }
}
