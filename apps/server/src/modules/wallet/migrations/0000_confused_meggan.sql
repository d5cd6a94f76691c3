CREATE TABLE "wallet_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"available_fen" integer DEFAULT 0 NOT NULL,
	"pending_fen" integer DEFAULT 0 NOT NULL,
	"frozen_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"buyer" text NOT NULL,
	"order_fen" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reversed_fen" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"cause" text NOT NULL,
	"title" text NOT NULL,
	"credit_id" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_pay_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"method" text NOT NULL,
	"holder" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no" text NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_rules" (
	"iid" integer PRIMARY KEY NOT NULL,
	"min_withdraw_fen" integer NOT NULL,
	"max_withdraw_fen" integer NOT NULL,
	"fee_bp" integer NOT NULL,
	"review_required" boolean NOT NULL,
	"settle_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"fee_fen" integer NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_pay_accounts" ADD CONSTRAINT "wallet_pay_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_order_member_level" ON "wallet_credits" USING btree ("order_id","member_id","level");--> statement-breakpoint
CREATE INDEX "wallet_credits_member" ON "wallet_credits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_credits_due" ON "wallet_credits" USING btree ("status","settle_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_member" ON "wallet_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_pay_accounts_member" ON "wallet_pay_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_member" ON "wallet_withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_one_open" ON "wallet_withdrawals" USING btree ("member_id") WHERE status in (0, 1);