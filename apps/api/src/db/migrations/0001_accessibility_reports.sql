CREATE TABLE "accessibility_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"page_url" text,
	"message" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "accessibility_reports" ADD CONSTRAINT "accessibility_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessibility_reports_created_idx" ON "accessibility_reports" USING btree ("created_at");