/**
 * The JSON API's answer to a query parameter it cannot read: 400 `{ error }`. The message quotes
 * the value that was sent ("sort must be … (was "…")"), so the JSON is written with '<' escaped
 * (shared/format/script-json.ts): the answer never carries the visitor's markup as bytes.
 */
import type { Context } from 'hono';
import { scriptJson } from '../../shared/format/script-json';

export const badQuery = (c: Context, error: string): Response =>
  c.body(scriptJson({ error }), 400, { 'Content-Type': 'application/json' });
