ALTER TABLE "saved_search_notices" DROP CONSTRAINT "saved_search_notices_stone_id_stones_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_notices" DROP CONSTRAINT "saved_search_notices_search_fk";
--> statement-breakpoint
-- hand-written below
-- Decision 039, later: a saved search's notices name their shopper's search and their stone,
-- checked once a statement rather than by two foreign keys checked row by row (a run writes a few
-- hundred thousand notices, and those checks took two thirds of the writes' time). As a key's
-- check does, the rows named are locked (FOR KEY SHARE) until the commit, so a search or stone
-- deleted at the same time either waits for the notices and then takes them with it, or is gone
-- first and the notices are refused.
CREATE FUNCTION saved_search_notices_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM saved_searches s
   WHERE (s.user_id, s.id) IN (SELECT DISTINCT user_id, saved_search_id FROM written_notices)
     FOR KEY SHARE OF s;
  IF EXISTS (SELECT 1 FROM written_notices n
              WHERE NOT EXISTS (SELECT 1 FROM saved_searches s WHERE s.user_id = n.user_id AND s.id = n.saved_search_id)) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'a saved search notice names a search its shopper does not have (saved_search_notices_search_fk)',
      CONSTRAINT = 'saved_search_notices_search_fk';
  END IF;
  PERFORM 1 FROM stones s WHERE s.id IN (SELECT DISTINCT stone_id FROM written_notices) FOR KEY SHARE OF s;
  IF EXISTS (SELECT 1 FROM written_notices n WHERE NOT EXISTS (SELECT 1 FROM stones s WHERE s.id = n.stone_id)) THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'a saved search notice names a stone that does not exist (saved_search_notices_stone_fk)',
      CONSTRAINT = 'saved_search_notices_stone_fk';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER saved_search_notices_check_inserted AFTER INSERT ON "saved_search_notices"
  REFERENCING NEW TABLE AS written_notices
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_notices_check_references();--> statement-breakpoint
CREATE TRIGGER saved_search_notices_check_updated AFTER UPDATE ON "saved_search_notices"
  REFERENCING NEW TABLE AS written_notices
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_notices_check_references();--> statement-breakpoint
-- A deleted search's notices go with it (and so a deleted shopper's, with their searches).
CREATE FUNCTION saved_searches_delete_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_notices n USING deleted_searches d
   WHERE n.user_id = d.user_id AND n.saved_search_id = d.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER saved_searches_delete_notices AFTER DELETE ON "saved_searches"
  REFERENCING OLD TABLE AS deleted_searches
  FOR EACH STATEMENT EXECUTE FUNCTION saved_searches_delete_notices();--> statement-breakpoint
-- A deleted stone's notices go with it.
CREATE FUNCTION stones_delete_saved_search_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_notices n USING deleted_stones d WHERE n.stone_id = d.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stones_delete_saved_search_notices AFTER DELETE ON "stones"
  REFERENCING OLD TABLE AS deleted_stones
  FOR EACH STATEMENT EXECUTE FUNCTION stones_delete_saved_search_notices();
