/**
 * Renders running text of the legal pages (`LegalText` from lib/content/legal.ts): plain strings
 * and links (site paths via next/link, `mailto:`/`tel:` and external URLs as plain anchors).
 */
import Link from "next/link";
import type { LegalLink, LegalText as LegalTextValue } from "@/lib/content/legal";

const linkClass = "font-medium break-words text-primary underline underline-offset-4 hover:no-underline";

function TextLink({ link }: { link: LegalLink }) {
  if (link.href.startsWith("/")) {
    return (
      <Link prefetch={false} href={link.href} className={linkClass}>
        {link.text}
      </Link>
    );
  }
  const external = /^https?:/.test(link.href);
  return (
    <a href={link.href} className={linkClass} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {link.text}
    </a>
  );
}

export function LegalText({ text }: { text: LegalTextValue }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? part : <TextLink key={`${part.href}-${index}`} link={part} />,
  );
}
