-- Product discounts get a table named after them, beside style_discounts: a rename of the table
-- and of everything named after it (its key, sequence, unique and check constraints, and the
-- products' foreign key). Rows, ids and the next id stay as they are.
ALTER TABLE "discounts" RENAME TO "product_discounts";--> statement-breakpoint
ALTER INDEX "discounts_pkey" RENAME TO "product_discounts_pkey";--> statement-breakpoint
ALTER SEQUENCE "discounts_id_seq" RENAME TO "product_discounts_id_seq";--> statement-breakpoint
ALTER TABLE "product_discounts" RENAME CONSTRAINT "discounts_name_unique" TO "product_discounts_name_unique";--> statement-breakpoint
ALTER TABLE "product_discounts" RENAME CONSTRAINT "discounts_discount_range" TO "product_discounts_discount_range";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "products_discount_id_discounts_id_fk" TO "products_discount_id_product_discounts_id_fk";
