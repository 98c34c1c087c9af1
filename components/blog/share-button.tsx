"use client";
/**
 * Share button of an article (public-side.md §2 "Blog"): the device's native share sheet when
 * available; otherwise the link is copied to the clipboard (toast "Link in die Zwischenablage
 * kopiert"); otherwise a prompt shows the link for copying by hand.
 */
import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

export function ShareButton({ title, text }: { title: string; text?: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // closed by the user
      }
    }
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(url);
        toast.success("Link in die Zwischenablage kopiert");
        return;
      } catch {
        // Clipboard blocked (permissions, insecure context): fall back to the prompt.
      }
    }
    window.prompt("Link zum Artikel kopieren:", url);
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Teilen
    </Button>
  );
}
