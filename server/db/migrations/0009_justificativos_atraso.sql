CREATE TABLE "justificativos_atraso" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer,
	"usuario_nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "justificativos_atraso" ADD CONSTRAINT "justificativos_atraso_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justificativos_atraso" ADD CONSTRAINT "justificativos_atraso_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "justificativos_atraso_alumno_fecha_uq" ON "justificativos_atraso" USING btree ("alumno_id","fecha");--> statement-breakpoint
CREATE INDEX "justificativos_atraso_colegio_fecha_idx" ON "justificativos_atraso" USING btree ("colegio_id","fecha");