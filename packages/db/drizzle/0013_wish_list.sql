CREATE TABLE "wish_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wish_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_variant_id" integer,
	"stone_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_list_items_one_thing" CHECK (num_nonnulls("wish_list_items"."product_variant_id", "wish_list_items"."stone_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_list_items" ADD CONSTRAINT "wish_list_items_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "public"."stones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wish_list_items_variant_unique" ON "wish_list_items" USING btree ("user_id","product_variant_id") WHERE "wish_list_items"."product_variant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wish_list_items_stone_unique" ON "wish_list_items" USING btree ("user_id","stone_id") WHERE "wish_list_items"."stone_id" is not null;--> statement-breakpoint
CREATE INDEX "wish_list_items_user_idx" ON "wish_list_items" USING btree ("user_id","create_date");--> statement-breakpoint
CREATE INDEX "wish_list_items_stone_idx" ON "wish_list_items" USING btree ("stone_id");--> statement-breakpoint
CREATE INDEX "wish_list_items_variant_idx" ON "wish_list_items" USING btree ("product_variant_id");