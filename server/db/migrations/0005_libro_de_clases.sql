CREATE TABLE "asistencia_bloque" (
	"clase_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"colegio_id" integer NOT NULL,
	"estado" text NOT NULL,
	"hora_llegada" text,
	CONSTRAINT "asistencia_bloque_clase_id_alumno_id_pk" PRIMARY KEY("clase_id","alumno_id")
);
--> statement-breakpoint
CREATE TABLE "bloques_horario" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"horario_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"inicio" text NOT NULL,
	"fin" text NOT NULL,
	"numero" smallint NOT NULL,
	"asignatura" text NOT NULL,
	"docente_id" integer NOT NULL,
	"codocente_id" integer,
	"codocente_tipo" text
);
--> statement-breakpoint
CREATE TABLE "clases" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"bloque_id" integer,
	"numero" smallint NOT NULL,
	"inicio" text NOT NULL,
	"fin" text NOT NULL,
	"asignatura" text NOT NULL,
	"docente_id" integer NOT NULL,
	"codocente_id" integer,
	"registrada_en" timestamp with time zone,
	"registrada_por" integer,
	"leccionario" text,
	"oa" text[] DEFAULT '{}'::text[] NOT NULL,
	"actividades" text,
	"firmada_en" timestamp with time zone,
	"firmada_por" integer,
	"firmada_por_nombre" text,
	"firma_metodo" text,
	"reemplazo_nombre" text,
	"reemplazo_motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correcciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"clase_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"usuario_nombre" text NOT NULL,
	"firma_metodo" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leccionario_anterior" jsonb,
	"leccionario" jsonb,
	"estado" text NOT NULL,
	"visado_por" integer,
	"visado_por_nombre" text,
	"visado_en" timestamp with time zone,
	"visado_motivo" text
);
--> statement-breakpoint
CREATE TABLE "correcciones_asistencia" (
	"correccion_id" integer NOT NULL,
	"alumno_id" integer NOT NULL,
	"colegio_id" integer NOT NULL,
	"antes_estado" text,
	"antes_hora_llegada" text,
	"estado" text NOT NULL,
	"hora_llegada" text,
	CONSTRAINT "correcciones_asistencia_correccion_id_alumno_id_pk" PRIMARY KEY("correccion_id","alumno_id")
);
--> statement-breakpoint
CREATE TABLE "dias_sin_clases" (
	"colegio_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"motivo" text NOT NULL,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dias_sin_clases_colegio_id_fecha_pk" PRIMARY KEY("colegio_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "firmas_totp" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"secreto_cifrado" text NOT NULL,
	"confirmada_en" timestamp with time zone,
	"ultimo_paso" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	"vigente_desde" date NOT NULL,
	"creado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colegios" ADD COLUMN "bloque_subvencion" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluaciones_curso" ADD COLUMN "oa" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "asistencia_bloque" ADD CONSTRAINT "asistencia_bloque_clase_id_clases_id_fk" FOREIGN KEY ("clase_id") REFERENCES "public"."clases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloques_horario" ADD CONSTRAINT "bloques_horario_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloques_horario" ADD CONSTRAINT "bloques_horario_horario_id_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."horarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases" ADD CONSTRAINT "clases_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clases" ADD CONSTRAINT "clases_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones" ADD CONSTRAINT "correcciones_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones" ADD CONSTRAINT "correcciones_clase_id_clases_id_fk" FOREIGN KEY ("clase_id") REFERENCES "public"."clases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones_asistencia" ADD CONSTRAINT "correcciones_asistencia_correccion_id_correcciones_id_fk" FOREIGN KEY ("correccion_id") REFERENCES "public"."correcciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correcciones_asistencia" ADD CONSTRAINT "correcciones_asistencia_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dias_sin_clases" ADD CONSTRAINT "dias_sin_clases_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmas_totp" ADD CONSTRAINT "firmas_totp_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmas_totp" ADD CONSTRAINT "firmas_totp_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios" ADD CONSTRAINT "horarios_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios" ADD CONSTRAINT "horarios_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bloques_horario_horario_idx" ON "bloques_horario" USING btree ("horario_id","dia");--> statement-breakpoint
CREATE INDEX "bloques_horario_docente_idx" ON "bloques_horario" USING btree ("docente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clases_curso_fecha_inicio_uq" ON "clases" USING btree ("curso_id","fecha","inicio");--> statement-breakpoint
CREATE INDEX "clases_colegio_fecha_idx" ON "clases" USING btree ("colegio_id","fecha");--> statement-breakpoint
CREATE INDEX "clases_docente_fecha_idx" ON "clases" USING btree ("docente_id","fecha");--> statement-breakpoint
CREATE INDEX "clases_curso_asignatura_idx" ON "clases" USING btree ("curso_id","asignatura");--> statement-breakpoint
CREATE INDEX "correcciones_clase_idx" ON "correcciones" USING btree ("clase_id");--> statement-breakpoint
CREATE INDEX "correcciones_colegio_estado_idx" ON "correcciones" USING btree ("colegio_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "horarios_curso_desde_uq" ON "horarios" USING btree ("curso_id","vigente_desde");
--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------
-- HAND-WRITTEN (libro de clases): a signed block is immutable. Its row in "clases" and its first roll in
-- "asistencia_bloque" refuse UPDATE and DELETE once "firmada_en" is set; a correction ("correcciones") is
-- never deleted and only its visado may be written, once, while it waits; its students
-- ("correcciones_asistencia") never change. As for the audit trail, only the school's own deletion (the
-- cascade of its whole data, when its "colegios" row is already gone) passes.
-- ---------------------------------------------------------------------------------------------------------
CREATE FUNCTION "clases_firmadas_inmutables"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "colegios" WHERE "id" = OLD."colegio_id") THEN
    RETURN OLD;
  END IF;
  IF OLD."firmada_en" IS NOT NULL THEN
    RAISE EXCEPTION 'La clase está firmada: no se puede modificar ni borrar.' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clases_firmadas_inmutables" BEFORE UPDATE OR DELETE ON "clases"
FOR EACH ROW EXECUTE FUNCTION "clases_firmadas_inmutables"();--> statement-breakpoint
CREATE FUNCTION "asistencia_bloque_firmada_inmutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "colegios" WHERE "id" = OLD."colegio_id") THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM "clases" WHERE "id" = OLD."clase_id" AND "firmada_en" IS NOT NULL) THEN
    RAISE EXCEPTION 'La asistencia de una clase firmada no se puede modificar ni borrar.' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asistencia_bloque_firmada_inmutable" BEFORE UPDATE OR DELETE ON "asistencia_bloque"
FOR EACH ROW EXECUTE FUNCTION "asistencia_bloque_firmada_inmutable"();--> statement-breakpoint
CREATE FUNCTION "correcciones_solo_visado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "colegios" WHERE "id" = OLD."colegio_id") THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'Una corrección no se puede borrar.' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."estado" <> 'pendiente_visado'
     OR NEW."id" <> OLD."id" OR NEW."colegio_id" <> OLD."colegio_id" OR NEW."clase_id" <> OLD."clase_id"
     OR NEW."motivo" <> OLD."motivo" OR NEW."usuario_id" <> OLD."usuario_id"
     OR NEW."usuario_nombre" <> OLD."usuario_nombre" OR NEW."firma_metodo" <> OLD."firma_metodo"
     OR NEW."creada_en" <> OLD."creada_en"
     OR NEW."leccionario" IS DISTINCT FROM OLD."leccionario"
     OR NEW."leccionario_anterior" IS DISTINCT FROM OLD."leccionario_anterior" THEN
    RAISE EXCEPTION 'Una corrección visada no se puede modificar; de una pendiente solo se escribe su visado.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "correcciones_solo_visado" BEFORE UPDATE OR DELETE ON "correcciones"
FOR EACH ROW EXECUTE FUNCTION "correcciones_solo_visado"();--> statement-breakpoint
CREATE FUNCTION "correcciones_asistencia_inmutables"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "colegios" WHERE "id" = OLD."colegio_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'Los registros de una corrección no se pueden modificar ni borrar.' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "correcciones_asistencia_inmutables" BEFORE UPDATE OR DELETE ON "correcciones_asistencia"
FOR EACH ROW EXECUTE FUNCTION "correcciones_asistencia_inmutables"();--> statement-breakpoint
CREATE FUNCTION "libro_sin_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El libro de clases no se puede vaciar.' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "libro_sin_truncate" BEFORE TRUNCATE ON "clases"
FOR EACH STATEMENT EXECUTE FUNCTION "libro_sin_truncate"();--> statement-breakpoint
CREATE TRIGGER "libro_sin_truncate" BEFORE TRUNCATE ON "asistencia_bloque"
FOR EACH STATEMENT EXECUTE FUNCTION "libro_sin_truncate"();--> statement-breakpoint
CREATE TRIGGER "libro_sin_truncate" BEFORE TRUNCATE ON "correcciones"
FOR EACH STATEMENT EXECUTE FUNCTION "libro_sin_truncate"();--> statement-breakpoint
CREATE TRIGGER "libro_sin_truncate" BEFORE TRUNCATE ON "correcciones_asistencia"
FOR EACH STATEMENT EXECUTE FUNCTION "libro_sin_truncate"();
-- END HAND-WRITTEN
