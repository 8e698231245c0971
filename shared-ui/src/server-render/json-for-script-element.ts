/**
 * JSON for a `<script>` element: `<`, `>`, `&` and the line separators written as `\u` escapes,
 * so no field can close the element or start markup inside it.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
