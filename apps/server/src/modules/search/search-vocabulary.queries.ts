import { type Database, queryRows } from '@facet/db/client';
import { searchWords } from '@facet/db/schema/search';
import { textArray } from '@facet/db/sql-helpers';
import { sql } from 'drizzle-orm';

/*
 * The SQL of the search vocabulary (search-vocabulary.service.ts), its column named through the
 * schema's search_words table, so that a renamed column fails `npm run typecheck` here rather
 * than a query at run time. pg_trgm's operators (`%`, `<->`) and the lateral join keep it SQL.
 */

/** A known word a misspelt one may be (`index`: the misspelt word's position), as the driver answers. */
export interface MisspeltCandidateRow {
  index: number | string;
  word: string;
  similarity: number | string;
}

/** For each word, up to `limit` known words at least `minSimilarity` alike, most similar first. */
export function listMisspeltCandidateRows(
  db: Database,
  words: readonly string[],
  within: { minSimilarity: number; limit: number },
): Promise<MisspeltCandidateRow[]> {
  return queryRows<MisspeltCandidateRow>(
    db,
    sql`select t.i - 1 as index, w.word, similarity(w.word, t.word) as similarity
          from unnest(${textArray(words)}::text[]) with ordinality as t(word, i)
          cross join lateral (
            select ${searchWords.word} from ${searchWords}
             where ${searchWords.word} % t.word and similarity(${searchWords.word}, t.word) >= ${within.minSimilarity}::real
             order by ${searchWords.word} <-> t.word, ${searchWords.word}
             limit ${within.limit}::int
          ) w`,
  );
}

/** Makes search_words hold exactly `words`: new ones added, the others removed. */
export async function replaceVocabulary(tx: Database, words: readonly string[]): Promise<void> {
  const list = textArray(words);
  await tx
    .insert(searchWords)
    .select(sql`select unnest(${list}::text[])`)
    .onConflictDoNothing();
  await tx.delete(searchWords).where(sql`not (${searchWords.word} = any(${list}::text[]))`);
}
