"use client";
/**
 * Admin "Blog Management": paged list of all posts (newest first, search and status filter) with create, edit,
 * (un)publish, (un)feature and delete. Each change revalidates /blog, the article, the home teaser and the sitemap.
 */
import { ExternalLink, Eye, EyeOff, Pencil, Plus, Star, StarOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PagedListTable, usePagedList, type ListToolbarConfig } from "@/components/admin/list-controls";
import { Badge } from "@/components/ui/badge";
import { IconActionButton } from "@/components/admin/icon-action-button";
import { Button } from "@/components/ui/button";
import { ADMIN_BLOG_PAGE_SIZE, ADMIN_BLOG_STATUS_FILTERS } from "@/lib/domain/admin-blog";
import type { AdminBlogPostSummary } from "@/lib/domain/admin-content";
import { categoryLabel } from "@/lib/domain/blog";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { formatLocalDate } from "@/lib/time/vienna";
import { BlogDeleteDialog } from "./blog-delete-dialog";
import { BlogPostEditorDialog } from "./blog-post-editor-dialog";
import { ADMIN_BLOG_POSTS_QUERY_KEY, fetchBlogPostsPage, useBlogPostStatus } from "./queries";

/** The list's search box and status filter. */
const TOOLBAR: ListToolbarConfig = {
  placeholder: "Titel, Slug oder #ID",
  options: ADMIN_BLOG_STATUS_FILTERS,
  noun: ["Artikel", "Artikel"],
};

type DialogState = { kind: "none" } | { kind: "edit"; id?: number } | { kind: "delete"; post: AdminBlogPostSummary };

export function BlogSection() {
  const paged = usePagedList({
    queryKey: ADMIN_BLOG_POSTS_QUERY_KEY,
    fetchPage: fetchBlogPostsPage,
    // No polling: every admin change reloads the list (invalidateAdminQueries).
    refetchInterval: 0,
    pageSize: ADMIN_BLOG_PAGE_SIZE,
  });
  const status = useBlogPostStatus();
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });

  const changeStatus = (post: AdminBlogPostSummary, change: { published?: boolean; featured?: boolean }) => {
    status.mutate(
      { id: post.id, ...change },
      {
        onSuccess: () => {
          const title =
            change.published === true
              ? "Artikel veröffentlicht"
              : change.published === false
                ? "Veröffentlichung aufgehoben"
                : change.featured
                  ? "Artikel hervorgehoben"
                  : "Hervorhebung entfernt";
          toast.success(title, { description: `„${post.title}“` });
        },
        onError: (error) =>
          toast.error("Status konnte nicht aktualisiert werden", {
            description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut."),
          }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => setDialog({ kind: "edit" })}>
          <Plus aria-hidden="true" />
          Neuer Artikel
        </Button>
      </div>
      <PagedListTable
        paged={paged}
        toolbar={TOOLBAR}
        aria-label="Blog-Artikel"
        columns={[
          {
            header: "Titel",
            className: "min-w-56",
            cell: (post) => (
              <>
                <span className="font-medium">{post.title}</span>
                <span className="block font-mono text-xs break-all text-muted-foreground">/blog/{post.slug}</span>
              </>
            ),
          },
          { header: "Kategorie", className: "whitespace-nowrap", cell: (post) => categoryLabel(post.category) },
          {
            header: "Status",
            cell: (post) => (
              <Badge variant={post.published ? "default" : "secondary"}>
                {post.published ? "Veröffentlicht" : "Entwurf"}
              </Badge>
            ),
          },
          {
            header: "Hervorgehoben",
            cell: (post) =>
              post.featured ? (
                <span className="inline-flex items-center gap-1 text-sm">
                  <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  Ja
                </span>
              ) : (
                <span className="text-sm text-muted-foreground">Nein</span>
              ),
          },
          {
            header: "Datum",
            className: "whitespace-nowrap",
            cell: (post) => formatLocalDate(post.publishedAt ?? post.createdAt),
          },
          {
            header: "Aktionen",
            actions: true,
            cell: (post) => {
              const busy = status.isPending && status.variables?.id === post.id;
              return (
                <div className="flex gap-1">
                  <IconActionButton
                    title="Bearbeiten"
                    label={`Bearbeiten: ${post.title}`}
                    onClick={() => setDialog({ kind: "edit", id: post.id })}
                  >
                    <Pencil aria-hidden="true" />
                  </IconActionButton>
                  <IconActionButton
                    title={post.published ? "Veröffentlichung aufheben" : "Veröffentlichen"}
                    label={`${post.published ? "Veröffentlichung aufheben" : "Veröffentlichen"}: ${post.title}`}
                    disabled={busy}
                    onClick={() => changeStatus(post, { published: !post.published })}
                  >
                    {post.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </IconActionButton>
                  <IconActionButton
                    title={post.featured ? "Hervorhebung entfernen" : "Hervorheben"}
                    label={`${post.featured ? "Hervorhebung entfernen" : "Hervorheben"}: ${post.title}`}
                    disabled={busy}
                    onClick={() => changeStatus(post, { featured: !post.featured })}
                  >
                    {post.featured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
                  </IconActionButton>
                  {post.published ? (
                    <Button asChild variant="ghost" size="icon" title="Artikel ansehen">
                      <a
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Ansehen (neuer Tab): ${post.title}`}
                      >
                        <ExternalLink aria-hidden="true" />
                      </a>
                    </Button>
                  ) : (
                    <span className="size-9" aria-hidden="true" />
                  )}
                  <IconActionButton
                    title="Löschen"
                    label={`Löschen: ${post.title}`}
                    destructive
                    onClick={() => setDialog({ kind: "delete", post })}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconActionButton>
                </div>
              );
            },
          },
        ]}
        rowKey={(post) => post.id}
        texts={{
          loading: "Blog-Artikel werden geladen...",
          empty: paged.filtered ? "Keine passenden Blog-Artikel gefunden" : "Keine Blog-Artikel vorhanden",
          loadError: "Blog-Artikel konnten nicht geladen werden.",
        }}
      />

      <BlogDeleteDialog post={dialog.kind === "delete" ? dialog.post : undefined} onClose={close} />
      {dialog.kind === "edit" && <BlogPostEditorDialog key={dialog.id ?? "new"} id={dialog.id} onClose={close} />}
    </div>
  );
}
