CREATE TABLE "site_looks" (
	"iid" integer PRIMARY KEY NOT NULL,
	"theme_color" text NOT NULL,
	"tabs" jsonb NOT NULL,
	"modules" jsonb NOT NULL
);
