CREATE TABLE "sesiones_cerradas" (
	"jti" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"expira_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sesiones_cerradas" ADD CONSTRAINT "sesiones_cerradas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_cerradas_expira_idx" ON "sesiones_cerradas" USING btree ("expira_en");--> statement-breakpoint
CREATE INDEX "sesiones_cerradas_usuario_idx" ON "sesiones_cerradas" USING btree ("usuario_id");