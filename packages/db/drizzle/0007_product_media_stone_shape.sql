-- A product picture may show one centre-stone shape (no shape: it suits every variant), so that a
-- variant's page shows the pictures of its metal colour and its shape first.
ALTER TABLE "product_media" ADD COLUMN "center_stone_shape_id" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_center_stone_shape_id_stone_shapes_id_fk" FOREIGN KEY ("center_stone_shape_id") REFERENCES "public"."stone_shapes"("id") ON DELETE restrict ON UPDATE no action;