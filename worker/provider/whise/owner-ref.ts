/**
 * The session reference of an owner who logged in with their Whise credentials (../core/types.ts
 * OwnerRef, docs/owner-portal.md). Whise checks the owner's username and password only through
 * `v1/estates/owned/list`, and the site never keeps the password, so the reference holds what
 * that login established: the username, the owner's name and language when Whise gave them, the
 * contact's id, and the ids of the estates Whise listed. The portal's later calls read those
 * estates and their activities with the agency's client token; ownership is what Whise said at
 * login, for the session's life (at most 8 hours, worker/session/store.ts).
 *
 * The reference lives only in D1 `owner_sessions` (the cookie holds a random id): it is text,
 * `whise:` and the JSON in base64url, checked field by field when read back; anything else is
 * "not found".
 */
import { isLang, type Lang } from '../../../shared/paths/languages';
import { isId, jsonObject } from '../common/input';
import type { OwnerRef } from '../core/types';
import { base64url, fromBase64url } from '../../crypto/base64url';

/** What a Whise owner's session keeps. */
export interface WhiseOwnerLogin {
  /** The username the owner typed (Whise's ContactUsername). */
  username: string;
  firstName: string;
  lastName: string;
  language: Lang | null;
  /** The Whise contact's id, when Whise named it; 0 otherwise. */
  contactId: number;
  /** The estates Whise listed for these credentials. */
  estateIds: number[];
}

const PREFIX = 'whise:';
/** Most estates a session keeps (an owner with more sees the first ones). */
export const MAX_OWNED_ESTATES = 200;

const toBase64Url = (text: string): string => base64url(new TextEncoder().encode(text));

/** The UTF-8 text a reference carries; null when it is not base64url of UTF-8. */
const fromBase64Url = (text: string): string | null => {
  const bytes = fromBase64url(text);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** The reference of a login. */
export function whiseOwnerRef(login: WhiseOwnerLogin): OwnerRef {
  return `${PREFIX}${toBase64Url(
    JSON.stringify({
      u: login.username,
      f: login.firstName,
      l: login.lastName,
      g: login.language,
      c: login.contactId,
      e: login.estateIds.slice(0, MAX_OWNED_ESTATES),
    }),
  )}`;
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The login a reference holds, or null when it is not a whise owner's reference. */
export function readWhiseOwnerRef(ref: OwnerRef): WhiseOwnerLogin | null {
  if (typeof ref !== 'string' || !ref.startsWith(PREFIX) || ref.length > 8000) return null;
  const json = fromBase64Url(ref.slice(PREFIX.length));
  if (json === null) return null;
  const raw = jsonObject(json);
  if (!raw) return null;
  const { u, f, l, g, c, e } = raw;
  if (!isText(u, 254) || u === '' || !isText(f, 200) || !isText(l, 200) || (g !== null && !isLang(g))) return null;
  if (c !== 0 && !isId(c)) return null;
  if (!Array.isArray(e) || e.length === 0 || e.length > MAX_OWNED_ESTATES || !e.every(isId)) return null;
  return {
    username: u,
    firstName: f,
    lastName: l,
    language: isLang(g) ? g : null,
    contactId: c as number,
    estateIds: e as number[],
  };
}
