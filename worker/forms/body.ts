/**
 * Reads a form post's body within a size limit and turns it into field values: URL-encoded and
 * multipart posts of plain HTML forms, and JSON from the enhanced form. Files are ignored;
 * anything malformed is `null` (answered 400) and anything too large is 'too-large' (413).
 */
import type { RawForm } from '../../shared/forms/validate';

export const MAX_BODY_BYTES = 32 * 1024;
export type BodyKind = 'urlencoded' | 'multipart' | 'json';

export function bodyKind(contentType: string | undefined): BodyKind | null {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (base === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (base === 'multipart/form-data') return 'multipart';
  if (base === 'application/json') return 'json';
  return null;
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function add(form: RawForm, key: string, value: string) {
  const prev = form[key];
  form[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
}

function fromJson(text: string): RawForm | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const form: RawForm = {};
  const scalar = (v: unknown) =>
    typeof v === 'string'
      ? v
      : typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : typeof v === 'boolean'
          ? v
            ? 'on'
            : ''
          : null;
  for (const [key, value] of Object.entries(data)) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      const items = value.map(scalar);
      if (items.some((v) => v === null) || items.length > 100) return null;
      form[key] = items as string[];
    } else {
      const v = scalar(value);
      if (v === null) return null;
      form[key] = v;
    }
  }
  return form;
}

export async function readForm(request: Request, kind: BodyKind): Promise<RawForm | null | 'too-large'> {
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (bytes === 'too-large') return bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (kind === 'json') return fromJson(text);
  if (kind === 'urlencoded') {
    const form: RawForm = {};
    for (const [k, v] of new URLSearchParams(text)) add(form, k, v);
    return form;
  }
  try {
    const data = await new Response(bytes, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData();
    const form: RawForm = {};
    for (const [k, v] of data) if (typeof v === 'string') add(form, k, v);
    return form;
  } catch {
    return null;
  }
}
