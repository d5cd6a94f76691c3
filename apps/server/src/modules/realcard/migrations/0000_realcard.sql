CREATE TABLE "real_card_holders" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"renew_fen" integer NOT NULL,
	"renew_days" integer NOT NULL,
	"red_packet_fen" integer DEFAULT 0 NOT NULL,
	"red_packet_claimed_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_card_holders" ADD CONSTRAINT "real_card_holders_card_id_real_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."real_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_card_holders" ADD CONSTRAINT "real_card_holders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "real_cards_iid_card_no" ON "real_cards" USING btree ("iid","card_no");