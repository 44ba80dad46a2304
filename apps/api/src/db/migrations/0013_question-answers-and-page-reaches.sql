CREATE TABLE "page_reaches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"education_id" integer NOT NULL,
	"page" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"anonymous" boolean NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"education_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"anonymous" boolean NOT NULL,
	"first_result" text,
	"final_result" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_reaches" ADD CONSTRAINT "page_reaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_reaches_education_at_idx" ON "page_reaches" USING btree ("education_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_reaches_user_education_page_idx" ON "page_reaches" USING btree ("user_id","education_id","page") WHERE "page_reaches"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "question_answers_education_at_idx" ON "question_answers" USING btree ("education_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_user_education_block_idx" ON "question_answers" USING btree ("user_id","education_id","block_id") WHERE "question_answers"."user_id" is not null;