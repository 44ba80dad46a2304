-- Two requests at the same moment could issue two certificates for one completion; keep the first.
DELETE FROM "certificates" AS "later" USING "certificates" AS "first" WHERE "later"."completion_id" = "first"."completion_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_completion_idx" ON "certificates" USING btree ("completion_id");
