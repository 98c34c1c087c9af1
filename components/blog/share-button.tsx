"use client";
/** Share button of an article: the native share sheet, else copy to clipboard, else a prompt with the link. */
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
