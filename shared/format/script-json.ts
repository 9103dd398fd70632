/**
 * JSON text that never contains markup: '<' and the line separators U+2028/U+2029 are written as
 * escapes, so the text can sit in a `<script type="application/json">` element without closing it,
 * and a JSON answer that quotes what a visitor sent never carries that input's tags as bytes.
 * `JSON.parse` reads the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
