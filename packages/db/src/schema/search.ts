import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The global search's vocabulary: every word the search index knows (product names, the
 * shop's types, metals, styles, shapes, categories and grades), kept so that pg_trgm can
 * find the words a misspelt one means ("solitare" → "solitaire") through its trigram index.
 * Written by the search index when it is built (modules/search), never by hand; a word no
 * product or stone uses any more is harmless (it leads to nothing) and goes at the next build.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (t) => [index('search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
