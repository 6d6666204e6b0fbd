-- Decision 039, later: a notice is named by its key (shopper, stone, reason) and has no id of its
-- own. A run writes a few hundred thousand notices; the id cost each of them a number from the
-- identity's sequence and an entry in one more index. The unique index becomes the primary key as
-- it is (no rebuild), once the id's key is gone with its column.
ALTER TABLE "saved_search_notices" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_once" PRIMARY KEY USING INDEX "saved_search_notices_once";
