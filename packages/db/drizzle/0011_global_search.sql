-- pg_trgm gives the search its typo tolerance (similarity and its GIN operator class); drizzle-kit writes no CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stones_available_sku_prefix_idx" ON "stones" USING btree (lower("sku") text_pattern_ops) WHERE "stones"."state" = 'available';--> statement-breakpoint
CREATE INDEX "stones_available_certificate_prefix_idx" ON "stones" USING btree (lower("certificate_number") text_pattern_ops) WHERE "stones"."state" = 'available' and "stones"."certificate_number" is not null;