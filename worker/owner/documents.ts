/**
 * Opening an owner's document through one authorised route, whatever its store
 * (GET /api/owner/documents/{propertyId}/{documentId}): the caller has checked the session and
 * that the property is the owner's; the document must be in that property's list for that
 * owner. d1 and whise (the documents the agency stored in the site) keep the bytes in R2 (MEDIA, under documents/, never served by /media); with
 * omnicasa the document's https URL in the CRM is fetched by the worker and passed on, so the
 * browser never learns the CRM's address. Always sent as an attachment, never stored by caches.
 */
import type { OwnerDocument } from '../../app/model/owner';
import type { Env } from '../env';

/** A header-safe file name: the document's name without quotes, line breaks or path parts. */
function fileName(doc: OwnerDocument): string {
  const base = doc.Name.replace(/[\\/\r\n"]/g, ' ').trim() || `document-${doc.ID}`;
  return /\.[a-z0-9]{2,5}$/i.test(base) ? base : `${base}${doc.MimeType === 'application/pdf' ? '.pdf' : ''}`;
}

function headers(doc: OwnerDocument, length?: number): Headers {
  const name = fileName(doc);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const h = new Headers({
    'Content-Type': doc.MimeType || 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'no-store',
  });
  if (length !== undefined) h.set('Content-Length', String(length));
  return h;
}

/** The document's bytes as a response, or null when its store does not have them. */
export async function openDocument(
  env: Pick<Env, 'MEDIA'>,
  provider: string,
  doc: OwnerDocument,
): Promise<Response | null> {
  // whise: the documents the agency stored in the site, as d1's (worker/provider/whise/owners.ts)
  if (provider === 'd1' || provider === 'whise') {
    if (!doc.Key.startsWith('documents/')) return null;
    const object = await env.MEDIA.get(doc.Key);
    return object ? new Response(object.body, { headers: headers(doc, object.size) }) : null;
  }
  if (!/^https:\/\//i.test(doc.Key)) return null;
  const upstream = await fetch(doc.Key, { signal: AbortSignal.timeout(15_000) });
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined);
    return null;
  }
  return new Response(upstream.body, { headers: headers(doc) });
}
