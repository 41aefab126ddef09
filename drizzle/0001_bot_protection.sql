CREATE TABLE "rate_limiter_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limiter_hits_expire_idx" ON "rate_limiter_hits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");