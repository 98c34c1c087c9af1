"use client";
/** Confirmation before a blog post is deleted (DELETE /api/admin/blog-posts/{id}). */
import { Loader2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={post !== undefined} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Artikel löschen?</DialogTitle>
          <DialogDescription>
            {post && `„${post.title}“ wird endgültig gelöscht${post.published ? `; /blog/${post.slug} ist danach nicht mehr erreichbar` : ""}.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
            Abbrechen
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? "Wird gelöscht..." : "Löschen"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
