ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo accounts made before the mark existed: the demo import gives each the one precomputed hash of the published password (content/demo-accounts.ts DEMO_PASSWORD_HASH); a chosen password never hashes to it (its salt is random).
UPDATE "users" SET "demo" = true WHERE "password_hash" = 'scrypt$131072$8$1$JxwO03LfuWRvSpIKFgDrVA$ZFFAtgNU6SnWJYdd731Pqn5XUxMEZXomJm6WMoP3fAo';
