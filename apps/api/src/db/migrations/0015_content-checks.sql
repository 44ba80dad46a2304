CREATE TABLE "content_checks" (
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"title" text NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"motivering" text,
	"checked_by" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_checks_kind_document_id_pk" PRIMARY KEY("kind","document_id")
);
--> statement-breakpoint
ALTER TABLE "content_checks" ADD CONSTRAINT "content_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;