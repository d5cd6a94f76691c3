CREATE TABLE "order_pay_settings" (
	"iid" integer PRIMARY KEY NOT NULL,
	"new_pay" boolean DEFAULT false NOT NULL
);
