/**
 * A minimal XML reader for the register answers (no XML library is a dependency of the project): elements,
 * attributes, text, CDATA and the five predefined plus numeric entities. Namespace prefixes are dropped;
 * DOCTYPE declarations are rejected (no entity expansion).
 */

export interface XmlElement {
  /** Local name without namespace prefix, e.g. "Wortlaut" for "<ns2:Wortlaut>". */
  name: string;
  /** Attributes by local name (namespace declarations left out). */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text directly inside this element (entities decoded, not trimmed). */
  text: string;
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(":") + 1);

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity === "amp") return "&";
    if (entity === "lt") return "<";
    if (entity === "gt") return ">";
    if (entity === "quot") return '"';
    if (entity === "apos") return "'";
    const code = entity.startsWith("#x") ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = match[1];
    if (name === "xmlns" || name.startsWith("xmlns:")) continue;
    attributes[localName(name)] = decodeEntities(match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * Parses `source` into its root element.
 *
 * @returns null for text that is not well-formed enough to read (no root, unclosed or mismatched tags, DOCTYPE).
 */
export function parseXml(source: string): XmlElement | null {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf("<", index);
    const textEnd = open === -1 ? source.length : open;
    if (stack.length > 0 && textEnd > index)
      stack[stack.length - 1].text += decodeEntities(source.slice(index, textEnd));
    if (open === -1) break;
    if (source.startsWith("<!--", open)) {
      const end = source.indexOf("-->", open + 4);
      if (end === -1) return null;
      index = end + 3;
    } else if (source.startsWith("<![CDATA[", open)) {
      const end = source.indexOf("]]>", open + 9);
      if (end === -1) return null;
      if (stack.length > 0) stack[stack.length - 1].text += source.slice(open + 9, end);
      index = end + 3;
    } else if (source.startsWith("<?", open)) {
      const end = source.indexOf("?>", open + 2);
      if (end === -1) return null;
      index = end + 2;
    } else if (source.startsWith("<!", open)) {
      return null;
    } else {
      const end = source.indexOf(">", open + 1);
      if (end === -1) return null;
      const tag = source.slice(open + 1, end);
      index = end + 1;
      if (tag.startsWith("/")) {
        const element = stack.pop();
        if (!element || element.name !== localName(tag.slice(1).trim())) return null;
        if (stack.length === 0) root = element;
        continue;
      }
      const selfClosing = tag.endsWith("/");
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const nameMatch = /^[\w:.-]+/.exec(body);
      if (!nameMatch) return null;
      const element: XmlElement = {
        name: localName(nameMatch[0]),
        attributes: parseAttributes(body.slice(nameMatch[0].length)),
        children: [],
        text: "",
      };
      if (stack.length > 0) stack[stack.length - 1].children.push(element);
      else if (root) return null;
      if (selfClosing) {
        if (stack.length === 0) root = element;
      } else {
        stack.push(element);
      }
    }
  }
  return stack.length === 0 ? root : null;
}

/** Every descendant of `element` (depth first, document order) with local name `name`. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === name) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}

/** The first descendant named `name`, or null. */
export function findFirst(element: XmlElement, name: string): XmlElement | null {
  return findAll(element, name)[0] ?? null;
}

/** Trimmed text of the first direct child named one of `names` (tried in order); null when absent or empty. */
export function childText(element: XmlElement, ...names: string[]): string | null {
  for (const name of names) {
    const child = element.children.find((candidate) => candidate.name === name);
    const text = child?.text.trim();
    if (text) return text;
  }
  return null;
}

/** Escapes text for an XML element or attribute value. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
