CREATE TABLE "content_ai_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"questions" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_ai_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"credit_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"question" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_ai_credits" ADD CONSTRAINT "content_ai_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ai_questions" ADD CONSTRAINT "content_ai_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_questions" ADD CONSTRAINT "content_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_questions" ADD CONSTRAINT "content_questions_expert_id_content_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."content_experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_ai_credits_order" ON "content_ai_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "content_ai_credits_member" ON "content_ai_credits" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "content_ai_questions_member" ON "content_ai_questions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_questions_order" ON "content_questions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "content_questions_member" ON "content_questions" USING btree ("member_id","created_at");