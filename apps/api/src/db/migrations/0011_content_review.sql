ALTER TABLE "content_drafts" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "review_version" integer;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "review_by" integer;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_review_by_users_id_fk" FOREIGN KEY ("review_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_review_state_check" CHECK ("content_drafts"."review_state" in ('pending', 'returned'));