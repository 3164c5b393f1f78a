CREATE TABLE "alumnos" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"rut" text NOT NULL,
	"fecha_nacimiento" date,
	"direccion" text,
	"telefono" text,
	"apoderado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asistencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"presente" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colegios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"region" text NOT NULL,
	"comuna" text NOT NULL,
	"email_responsable" text NOT NULL,
	"codigo" text NOT NULL,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colegios_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "cursos" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"nivel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "informes_pie" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"alumno_id" integer,
	"usuario_id" integer NOT NULL,
	"documento_id" integer,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagos_usados" (
	"id" serial PRIMARY KEY NOT NULL,
	"proveedor" text NOT NULL,
	"tipo" text NOT NULL,
	"external_id" text NOT NULL,
	"colegio_id" integer,
	"usuario_id" integer,
	"monto_clp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "respuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"contenido" text NOT NULL,
	"estado" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reuniones" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"usuario_id" integer,
	"fecha" date NOT NULL,
	"motivo" text NOT NULL,
	"observaciones" text NOT NULL,
	"resultado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"plan" text,
	"usuario_id" integer,
	"monto_clp" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uso_evaluaciones" (
	"usuario_id" integer NOT NULL,
	"mes" text NOT NULL,
	"usadas" integer DEFAULT 0 NOT NULL,
	"extras_usadas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol" text DEFAULT 'utp' NOT NULL,
	"extras_saldo" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumnos" ADD CONSTRAINT "alumnos_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumnos" ADD CONSTRAINT "alumnos_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cursos" ADD CONSTRAINT "cursos_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informes_pie" ADD CONSTRAINT "informes_pie_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informes_pie" ADD CONSTRAINT "informes_pie_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informes_pie" ADD CONSTRAINT "informes_pie_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informes_pie" ADD CONSTRAINT "informes_pie_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_usados" ADD CONSTRAINT "pagos_usados_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_usados" ADD CONSTRAINT "pagos_usados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respuestas" ADD CONSTRAINT "respuestas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respuestas" ADD CONSTRAINT "respuestas_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reuniones" ADD CONSTRAINT "reuniones_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reuniones" ADD CONSTRAINT "reuniones_alumno_id_alumnos_id_fk" FOREIGN KEY ("alumno_id") REFERENCES "public"."alumnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reuniones" ADD CONSTRAINT "reuniones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uso_evaluaciones" ADD CONSTRAINT "uso_evaluaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alumnos_rut_uq" ON "alumnos" USING btree ("colegio_id","rut");--> statement-breakpoint
CREATE INDEX "alumnos_curso_idx" ON "alumnos" USING btree ("curso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asistencias_uq" ON "asistencias" USING btree ("alumno_id","fecha");--> statement-breakpoint
CREATE INDEX "asistencias_curso_fecha_idx" ON "asistencias" USING btree ("curso_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "cursos_nombre_uq" ON "cursos" USING btree ("colegio_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "documentos_usuario_idx" ON "documentos" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_usados_uq" ON "pagos_usados" USING btree ("proveedor","tipo","external_id");--> statement-breakpoint
CREATE INDEX "reuniones_alumno_idx" ON "reuniones" USING btree ("alumno_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uso_evaluaciones_pk" ON "uso_evaluaciones" USING btree ("usuario_id","mes");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_colegio_idx" ON "usuarios" USING btree ("colegio_id");