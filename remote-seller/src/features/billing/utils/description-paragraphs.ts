const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TR']);

/**
 * A post description (HTML, allow-listed by the server) as plain paragraphs, for the printed
 * certificate: parsed by the browser without running anything, shown as text, so no markup
 * from the description reaches the page.
 */
export function descriptionParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) current += node.textContent ?? '';
    else if (node.nodeName === 'BR') flush();
    else {
      const block = BLOCKS.has(node.nodeName);
      if (block) flush();
      node.childNodes.forEach(walk);
      if (block) flush();
    }
  };
  body.childNodes.forEach(walk);
  flush();
  return paragraphs;
}
