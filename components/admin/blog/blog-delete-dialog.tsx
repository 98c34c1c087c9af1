"use client";
/** Confirmation before a blog post is deleted (DELETE /api/admin/blog-posts/{id}). */
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import type { AdminBlogPostSummary } from "@/lib/domain/admin-content";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { useDeleteBlogPost } from "./queries";

export function BlogDeleteDialog({ post, onClose }: { post: AdminBlogPostSummary | undefined; onClose: () => void }) {
  const remove = useDeleteBlogPost();

  const confirm = () => {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success("Artikel gelöscht", { description: `„${post.title}“ wurde gelöscht.` });
        onClose();
      },
      onError: (error) =>
        toast.error("Artikel konnte nicht gelöscht werden", {
          description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut."),
        }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={post !== undefined}
      title="Artikel löschen?"
      description={
        post &&
        `„${post.title}“ wird endgültig gelöscht${post.published ? `; /blog/${post.slug} ist danach nicht mehr erreichbar` : ""}.`
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
