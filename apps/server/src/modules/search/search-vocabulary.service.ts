import type { Database } from '@facet/db/client';
import { listMisspeltCandidateRows, replaceVocabulary } from './search-vocabulary.queries.ts';

/*
 * The global search's vocabulary in PostgreSQL (search_words, migration 0011): pg_trgm finds
 * the known words a misspelt one may mean ("emrald" → "emerald", "platnum" → "platinum")
 * through the words' trigram index, on PGlite and on the server alike (decision 012).
 */

/** Words shorter than this have too few trigrams to tell a typo from another word. */
export const MIN_MISSPELT_LENGTH = 4;
/** Known words taken for one misspelt word, most similar first. */
const MISSPELT_CANDIDATES = 5;
/**
 * How alike two words must be (pg_trgm's similarity: shared trigrams over all trigrams). At
 * pg_trgm's default, 0.3, "oval" also finds "opal" and "ring" finds "string"; the typos
 * shoppers make ("solitare" 0.58, "emrald" 0.50, "platnum" 0.55, "moisanite" 0.75) clear 0.4.
 */
export const MIN_SIMILARITY = 0.4;

export interface MisspeltCandidate {
  /** Which of the asked words (its position in the list). */
  index: number;
  word: string;
  similarity: number;
}

/** For each word, the known words it may be a misspelling of, in one statement. */
export async function findMisspeltCandidates(db: Database, words: readonly string[]): Promise<MisspeltCandidate[]> {
  if (words.length === 0) return [];
  const rows = await listMisspeltCandidateRows(db, words, {
    minSimilarity: MIN_SIMILARITY,
    limit: MISSPELT_CANDIDATES,
  });
  return rows.map((row) => ({ index: Number(row.index), word: row.word, similarity: Number(row.similarity) }));
}

/**
 * Makes search_words hold exactly `words` (what the index was just built from): new words
 * added, words nothing uses any more removed. Several instances may do this at once; each
 * statement is idempotent, and the next build puts right what an older one removed.
 */
export async function syncVocabulary(db: Database, words: readonly string[]): Promise<void> {
  await db.transaction((tx) => replaceVocabulary(tx, words));
}
