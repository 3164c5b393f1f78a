CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"colegio_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"accion" text NOT NULL,
	"alumno_id" integer,
	"detalle" text DEFAULT '' NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "usuario_cursos" (
	"usuario_id" integer NOT NULL,
	"curso_id" integer NOT NULL,
	CONSTRAINT "usuario_cursos_usuario_id_curso_id_pk" PRIMARY KEY("usuario_id","curso_id")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "estado" text DEFAULT 'activo' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sesion_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_colegio_id_colegios_id_fk" FOREIGN KEY ("colegio_id") REFERENCES "public"."colegios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cursos" ADD CONSTRAINT "usuario_cursos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_cursos" ADD CONSTRAINT "usuario_cursos_curso_id_cursos_id_fk" FOREIGN KEY ("curso_id") REFERENCES "public"."cursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_colegio_idx" ON "auditoria" USING btree ("colegio_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_alumno_idx" ON "auditoria" USING btree ("colegio_id","alumno_id","id");--> statement-breakpoint
CREATE INDEX "usuario_cursos_curso_idx" ON "usuario_cursos" USING btree ("curso_id");--> statement-breakpoint
-- Existing members keep working: they are active (the column's default) and `utp` (the only role until now);
-- the founder of each school, who registered it through /registrar-colegio, becomes its administrador:
-- the member with the school's responsible e-mail, else the member its subscription was paid for, else its first member.
UPDATE "usuarios" u SET "rol" = 'administrador'
FROM "colegios" c
WHERE c."id" = u."colegio_id" AND lower(u."email") = lower(c."email_responsable");--> statement-breakpoint
UPDATE "usuarios" u SET "rol" = 'administrador'
FROM "pagos_usados" p
WHERE p."usuario_id" = u."id" AND p."colegio_id" = u."colegio_id" AND p."tipo" = 'suscripcion'
  AND NOT EXISTS (SELECT 1 FROM "usuarios" a WHERE a."colegio_id" = u."colegio_id" AND a."rol" = 'administrador');--> statement-breakpoint
UPDATE "usuarios" u SET "rol" = 'administrador'
WHERE u."id" = (SELECT min(f."id") FROM "usuarios" f WHERE f."colegio_id" = u."colegio_id")
  AND NOT EXISTS (SELECT 1 FROM "usuarios" a WHERE a."colegio_id" = u."colegio_id" AND a."rol" = 'administrador');--> statement-breakpoint
-- The audit trail is append-only: no UPDATE, and no DELETE while its school exists (deleting a whole school
-- cascades to its lines: by then the school's row is gone).
CREATE FUNCTION "auditoria_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "colegios" WHERE "id" = OLD."colegio_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'El registro de accesos no se puede modificar ni borrar.' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_solo_agregar" BEFORE UPDATE OR DELETE ON "auditoria"
FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_agregar"();--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_truncate" BEFORE TRUNCATE ON "auditoria"
FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_agregar"();
