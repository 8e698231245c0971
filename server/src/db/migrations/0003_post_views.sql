CREATE TABLE "post_views" (
	"post_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	CONSTRAINT "post_views_post_id_viewer_id_viewed_on_pk" PRIMARY KEY("post_id","viewer_id","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
