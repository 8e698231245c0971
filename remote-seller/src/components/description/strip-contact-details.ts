/** The forms a detected string may take in HTML (the server reports the text as written). */
function htmlForms(text: string): string[] {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped === text ? [text] : [text, escaped];
}

/** The description without the detected contact details ('Yes' in the Personal Details dialog). */
export function stripContactDetails(html: string, details: readonly string[]): string {
  let stripped = html;
  // Longest first, so a number inside a longer detected string does not leave half of it.
  for (const detail of [...details].sort((a, b) => b.length - a.length)) {
    for (const form of htmlForms(detail)) {
      if (form.trim() !== '') stripped = stripped.split(form).join('');
    }
  }
  return stripped;
}
