CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"published_version" integer,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_document_id_pk" PRIMARY KEY("kind","document_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_document_number_idx" ON "content_revisions" USING btree ("kind","document_id","number");