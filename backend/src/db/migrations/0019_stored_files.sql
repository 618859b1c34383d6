-- Logos and signed agreement PDFs in the database, keyed as the storage interface keys them, so every
-- backend on one database serves the same files (docs/decisions/0346).
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" = octet_length("stored_files"."content"))
);
