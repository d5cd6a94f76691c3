CREATE TABLE "community_ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_config" (
	"iid" integer PRIMARY KEY NOT NULL,
	"main" jsonb NOT NULL,
	"page_show" jsonb NOT NULL,
	"down_info" jsonb,
	"mjs" text DEFAULT '' NOT NULL,
	"welfare_title" text DEFAULT '' NOT NULL,
	"welfare_intro" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"tag" text NOT NULL,
	"topic_id" integer,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_feature_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"style" text NOT NULL,
	"more_link" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"intro" text NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"intro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"iid" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_pages_iid_name_pk" PRIMARY KEY("iid","name")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
