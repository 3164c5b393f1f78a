CREATE TABLE "documento_regeneraciones" (
	"documento_id" integer NOT NULL,
	"dia" date NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "documento_regeneraciones_documento_id_dia_pk" PRIMARY KEY("documento_id","dia")
);
--> statement-breakpoint
CREATE TABLE "documento_versiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"version" integer NOT NULL,
	"contenido" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "nivel" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "asignatura" text;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "solicitud" jsonb;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "contenido" jsonb;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documento_regeneraciones" ADD CONSTRAINT "documento_regeneraciones_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_versiones" ADD CONSTRAINT "documento_versiones_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documento_versiones_version_idx" ON "documento_versiones" USING btree ("documento_id","version");