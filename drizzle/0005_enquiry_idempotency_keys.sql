CREATE TABLE "enquiry_idempotency_keys" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_created_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_idempotency_keys_kind_key_fingerprint_pk" PRIMARY KEY("kind","key","fingerprint")
);
--> statement-breakpoint
CREATE INDEX "enquiry_idempotency_keys_created_idx" ON "enquiry_idempotency_keys" USING btree ("created_at");