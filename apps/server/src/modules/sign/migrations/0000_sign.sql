CREATE TABLE "sign_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"intro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"cert_no" text NOT NULL,
	"name" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"method" text NOT NULL,
	"distance" integer,
	"points" integer NOT NULL,
	"nick" text NOT NULL,
	"avatar" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"intro" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius" integer NOT NULL,
	"points" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_sos_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"banner" text NOT NULL,
	"intro" text NOT NULL,
	"rules" text NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_areas" ADD CONSTRAINT "sign_areas_subject_id_sign_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."sign_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_certificates" ADD CONSTRAINT "sign_certificates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_certificates" ADD CONSTRAINT "sign_certificates_subject_id_sign_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."sign_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_check_ins" ADD CONSTRAINT "sign_check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_check_ins" ADD CONSTRAINT "sign_check_ins_site_id_sign_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sign_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_check_ins" ADD CONSTRAINT "sign_check_ins_subject_id_sign_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."sign_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_sites" ADD CONSTRAINT "sign_sites_subject_id_sign_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."sign_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_sites" ADD CONSTRAINT "sign_sites_area_id_sign_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."sign_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_sos_alerts" ADD CONSTRAINT "sign_sos_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_certificates_once" ON "sign_certificates" USING btree ("member_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_check_ins_once" ON "sign_check_ins" USING btree ("member_id","site_id");--> statement-breakpoint
CREATE INDEX "sign_check_ins_subject" ON "sign_check_ins" USING btree ("subject_id");