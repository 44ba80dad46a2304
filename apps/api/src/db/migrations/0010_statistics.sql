CREATE TABLE "evaluation_values" (
	"evaluation_id" integer NOT NULL,
	"education_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"value" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"education_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"anonymous" boolean NOT NULL,
	"organization_id" integer,
	"work_title_id" integer,
	"started_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_values" ADD CONSTRAINT "evaluation_values_evaluation_id_evaluation_answers_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluation_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_events" ADD CONSTRAINT "learning_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_values_education_block_at_idx" ON "evaluation_values" USING btree ("education_id","block_id","answered_at");--> statement-breakpoint
CREATE INDEX "evaluation_values_evaluation_idx" ON "evaluation_values" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "learning_events_kind_at_idx" ON "learning_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "learning_events_education_kind_at_idx" ON "learning_events" USING btree ("education_id","kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_events_user_education_kind_idx" ON "learning_events" USING btree ("user_id","education_id","kind") WHERE "learning_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "evaluation_answers_education_updated_idx" ON "evaluation_answers" USING btree ("education_id","updated_at");--> statement-breakpoint
-- What the data held before the statistics (issue 26), as events: a logged-in learner's start at
-- their earliest saved answer or completion (saves move a row's time, so this is the earliest
-- the data still shows), passes from completions, certificates as issued, and every value of
-- every saved evaluation. Organisation and work title are the profiles' as they are now: what
-- they were then was not kept.
INSERT INTO "learning_events" ("education_id", "kind", "at", "user_id", "anonymous", "organization_id", "work_title_id")
SELECT s."education_id", 'started', min(s."at"), s."user_id", false, u."organization_id", u."work_title_id"
FROM (
  SELECT "education_id", "user_id", "updated_at" AS "at" FROM "progress" WHERE "part" = 'normal'
  UNION ALL
  SELECT "education_id", "user_id", "created_at" FROM "completions" WHERE "user_id" IS NOT NULL
) s
JOIN "users" u ON u."id" = s."user_id"
GROUP BY s."education_id", s."user_id", u."organization_id", u."work_title_id";--> statement-breakpoint
INSERT INTO "learning_events" ("education_id", "kind", "at", "user_id", "anonymous", "organization_id", "work_title_id", "started_at")
SELECT c."education_id", 'passed', c."created_at", c."user_id", c."user_id" IS NULL, u."organization_id", u."work_title_id", st."at"
FROM "completions" c
LEFT JOIN "users" u ON u."id" = c."user_id"
LEFT JOIN "learning_events" st
  ON st."kind" = 'started' AND st."user_id" = c."user_id" AND st."education_id" = c."education_id";--> statement-breakpoint
INSERT INTO "learning_events" ("education_id", "kind", "at", "user_id", "anonymous", "organization_id", "work_title_id")
SELECT ce."education_id", 'certificate', ce."created_at", c."user_id", c."user_id" IS NULL, u."organization_id", u."work_title_id"
FROM "certificates" ce
JOIN "completions" c ON c."id" = ce."completion_id"
LEFT JOIN "users" u ON u."id" = c."user_id";--> statement-breakpoint
INSERT INTO "evaluation_values" ("evaluation_id", "education_id", "block_id", "value", "answered_at")
SELECT e."id", e."education_id", a ->> 'block_id', v, e."updated_at"
FROM "evaluation_answers" e,
  jsonb_array_elements(CASE WHEN jsonb_typeof(e."answers") = 'array' THEN e."answers" ELSE '[]'::jsonb END) a,
  jsonb_array_elements_text(CASE WHEN jsonb_typeof(a -> 'values') = 'array' THEN a -> 'values' ELSE '[]'::jsonb END) v
WHERE a ->> 'block_id' IS NOT NULL;
