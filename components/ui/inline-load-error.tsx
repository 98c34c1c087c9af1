/** A section's load error in one line: the German `text` and an "Erneut versuchen" link-button. */
export function InlineLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {text}{" "}
      <button type="button" className="underline underline-offset-2" onClick={onRetry}>
        Erneut versuchen
      </button>
    </p>
  );
}
