-- Pack document versions (issue 49): a document replaced by a new version stays as a removed row,
-- its download log kept, and the new row names it. The seller's list shows each document with the
-- versions before it and who downloaded which.
ALTER TABLE "pack_documents" ADD COLUMN "replaces_document_id" integer;--> statement-breakpoint
ALTER TABLE "pack_documents" ADD CONSTRAINT "pack_documents_replaces_document_id_pack_documents_id_fk" FOREIGN KEY ("replaces_document_id") REFERENCES "public"."pack_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pack_documents_replaces_idx" ON "pack_documents" USING btree ("replaces_document_id");
