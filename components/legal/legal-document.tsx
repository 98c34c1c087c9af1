/**
 * Shared layout of the legal pages: "Zurück", heading, "Stand: …", optional intro, a collapsible table of contents
 * for numbered documents and the sections. Content from lib/content/legal.ts.
 */
import type { LegalBlock, LegalDocument } from "@/lib/content/legal";
import { BackButton } from "./back-button";
import { LegalText } from "./legal-text";

/** Anchor id of a section heading ("Änderungen der AGB" → "aenderungen-der-agb"). */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/§/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <LegalText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-muted-foreground">
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalText text={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="grid gap-3 rounded-lg border bg-muted/50 p-4 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr] sm:gap-x-6 sm:gap-y-2">
          {block.rows.map((row) => (
            <div key={row.label} className="sm:contents">
              <dt className="font-medium text-foreground">{row.label}</dt>
              <dd className="break-words text-muted-foreground">
                <LegalText text={row.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const heading = (title: string, index: number) => (document.numbered ? `${index + 1}. ${title}` : title);

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackButton className="mb-6" />

      <header>
        <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight break-words hyphens-auto sm:text-4xl">
          {document.title}
        </h1>
        {document.updated && <p className="mt-2 text-sm text-muted-foreground">Stand: {document.updated}</p>}
        {document.intro && (
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            <LegalText text={document.intro} />
          </p>
        )}
      </header>

      {document.numbered && (
        <nav aria-labelledby="legal-toc-title" className="mt-8 rounded-xl border bg-card shadow-sm">
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-5 py-4 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              <span id="legal-toc-title">Inhaltsverzeichnis</span>
              <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <ol className="grid gap-1 border-t px-5 py-4 text-sm sm:grid-cols-2">
              {document.sections.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${sectionId(section.title)}`} className="inline-block py-1 text-primary hover:underline">
                    {heading(section.title, index)}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
      )}

      <div className="mt-10 space-y-10 leading-relaxed">
        {document.sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionId(section.title)}
            aria-labelledby={`${sectionId(section.title)}-title`}
            className="scroll-mt-20 space-y-4"
          >
            <h2
              id={`${sectionId(section.title)}-title`}
              className="text-xl font-semibold tracking-tight break-words sm:text-2xl"
            >
              {heading(section.title, index)}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
