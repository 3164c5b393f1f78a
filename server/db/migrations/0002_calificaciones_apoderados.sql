CREATE TABLE "calificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"evaluacion_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"nota" numeric(2, 1) NOT NULL,
	"puntaje" numeric(6, 1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluaciones_curso" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"asignatura" text NOT NULL,
	"nombre" text NOT NULL,
	"fecha" date NOT NULL,
	"ponderacion" numeric(5, 2) NOT NULL,
	"puntaje_maximo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensajes_apoderados" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"usuario_id" integer,
	"tipo" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"destinatario" text NOT NULL,
	"fecha_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"clave" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumnos" ADD COLUMN "email_apoderado" text;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_evaluacion_id_evaluaciones_curso_id_fk" FOREIGN KEY ("evaluacion_id") REFERENCES "public"."evaluaciones_curso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones_curso" ADD CONSTRAINT "evaluaciones_curso_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones_curso" ADD CONSTRAINT "evaluaciones_curso_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_apoderados" ADD CONSTRAINT "mensajes_apoderados_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_apoderados" ADD CONSTRAINT "mensajes_apoderados_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_apoderados" ADD CONSTRAINT "mensajes_apoderados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calificaciones_uq" ON "calificaciones" USING btree ("evaluacion_id","alumno_id");--> statement-breakpoint
CREATE INDEX "calificaciones_alumno_idx" ON "calificaciones" USING btree ("alumno_id");--> statement-breakpoint
CREATE INDEX "evaluaciones_curso_asignatura_idx" ON "evaluaciones_curso" USING btree ("curso_id","asignatura");--> statement-breakpoint
CREATE UNIQUE INDEX "mensajes_apoderados_clave_uq" ON "mensajes_apoderados" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "mensajes_apoderados_alumno_idx" ON "mensajes_apoderados" USING btree ("alumno_id","fecha_envio");--> statement-breakpoint
CREATE INDEX "mensajes_apoderados_colegio_idx" ON "mensajes_apoderados" USING btree ("colegio_id","fecha_envio");