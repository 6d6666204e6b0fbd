-- hand-written below
-- Decision 039, later: the notices' references are checked with one lock a statement rather than
-- a row lock on every search and stone the notices name. A statement writing notices takes a
-- shared transaction lock (an advisory lock of its own); a delete from saved_searches or stones
-- takes it alone before deleting their notices. So a delete begun while notices are written waits
-- for their commit and then takes them with it, and notices written while a delete is under way
-- wait for it and are refused, as with row locks; but no stone or search row is written to lock
-- it (each lock wrote the row's page and the log, for every stone and search a run names).
-- Under REPEATABLE READ or SERIALIZABLE a statement's snapshot would not see a delete committed
-- while it waited, so there the rows are locked as before.
CREATE OR REPLACE FUNCTION saved_search_notices_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') = 'read committed' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('saved_search_notices_references'));
  ELSE
    PERFORM 1 FROM saved_searches s
     WHERE (s.user_id, s.id) IN (SELECT DISTINCT user_id, saved_search_id FROM written_notices)
       FOR KEY SHARE OF s;
    PERFORM 1 FROM stones s WHERE s.id IN (SELECT DISTINCT stone_id FROM written_notices) FOR KEY SHARE OF s;
  END IF;
  IF EXISTS (SELECT 1 FROM written_notices n
              WHERE NOT EXISTS (SELECT 1 FROM saved_searches s WHERE s.user_id = n.user_id AND s.id = n.saved_search_id)) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'a saved search notice names a search its shopper does not have (saved_search_notices_search_fk)',
      CONSTRAINT = 'saved_search_notices_search_fk';
  END IF;
  IF EXISTS (SELECT 1 FROM written_notices n WHERE NOT EXISTS (SELECT 1 FROM stones s WHERE s.id = n.stone_id)) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'a saved search notice names a stone that does not exist (saved_search_notices_stone_fk)',
      CONSTRAINT = 'saved_search_notices_stone_fk';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION saved_searches_delete_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('saved_search_notices_references'));
  DELETE FROM saved_search_notices n USING deleted_searches d
   WHERE n.user_id = d.user_id AND n.saved_search_id = d.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stones_delete_saved_search_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('saved_search_notices_references'));
  DELETE FROM saved_search_notices n USING deleted_stones d WHERE n.stone_id = d.id;
  RETURN NULL;
END;
$$;
