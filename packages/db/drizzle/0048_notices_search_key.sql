-- Decision 039, later: a notice's shopper and search are one key to the shopper's own search
-- (one check per notice instead of two; a deleted shopper's notices go with their searches), and
-- a deleted search's notices are found by the unique key's first column, so the search index goes.
CREATE UNIQUE INDEX "saved_searches_user_id_unique" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "saved_search_notices" DROP CONSTRAINT "saved_search_notices_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_search_notices" DROP CONSTRAINT "saved_search_notices_saved_search_id_saved_searches_id_fk";--> statement-breakpoint
DROP INDEX "saved_search_notices_search_idx";--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_search_fk" FOREIGN KEY ("user_id","saved_search_id") REFERENCES "public"."saved_searches"("user_id","id") ON DELETE cascade ON UPDATE no action;
