"use client";
/**
 * Dialog around the blog post form: a new post starts empty, an existing one is loaded with its content.
 * Closing with unsaved edits asks first.
 */
import { RefreshCw } from "lucide-react";
import { useDiscardGuard } from "@/components/admin/discard-changes-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useState } from "react";
import { BlogPostForm } from "./blog-post-form";
import { useAdminBlogPost } from "./queries";

export function BlogPostEditorDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const post = useAdminBlogPost(id);
  const [pending, setPending] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { requestClose, confirmDialog } = useDiscardGuard(dirty, onClose);
  const isNew = id === undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && requestClose()}>
      <DialogContent className="sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>{isNew ? "Neuer Artikel" : "Artikel bearbeiten"}</DialogTitle>
          <DialogDescription>
            HTML-Inhalt wird beim Speichern bereinigt (nur erlaubte Elemente). Veröffentlichte Änderungen erscheinen
            sofort unter /blog.
          </DialogDescription>
        </DialogHeader>
        {isNew ? (
          <BlogPostForm
            onClose={onClose}
            onCancel={requestClose}
            onPendingChange={setPending}
            onDirtyChange={setDirty}
          />
        ) : post.isPending ? (
          <div className="grid gap-4" role="status">
            <span className="sr-only">Artikel wird geladen...</span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
            <Skeleton className="h-64 w-full" />
          </div>
        ) : post.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-destructive">Der Artikel konnte nicht geladen werden.</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void post.refetch()}>
              <RefreshCw aria-hidden="true" />
              Erneut versuchen
            </Button>
          </div>
        ) : (
          <BlogPostForm
            post={post.data}
            onClose={onClose}
            onCancel={requestClose}
            onPendingChange={setPending}
            onDirtyChange={setDirty}
          />
        )}
      </DialogContent>
      {confirmDialog}
    </Dialog>
  );
}
