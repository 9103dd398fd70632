/**
 * The owner portal's part of the server DataApi (worker/render/server-data.ts OwnerPages) for
 * one page request: the session is read once, lazily (only the portal's routes ask), and the
 * view is built for that session's owner (./portal.ts); how owners log in is the provider's
 * (./login-kind.ts), with what the owner typed before a failed login without JavaScript
 * (./typed-identifier.ts). `used()` tells the page handler to
 * answer `Cache-Control: no-store`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { OwnerPages } from '../render/server-data';
import type { OwnerLogin } from '../../app/model/owner-portal';
import type { OwnerData } from '../provider/core';
import type { Session } from '../session/store';
import { buildPortal } from './portal';
import { requestSession } from './request';
import { readTypedIdentifier } from './typed-identifier';

export function ownerPages(c: Context<AppEnv>, owners: OwnerData, login: OwnerLogin): OwnerPages & { used(): boolean } {
  let session: Promise<Session | null> | null = null;
  let typedRead = false;
  const current = () => (session ??= requestSession(c, owners.name).then((s) => s.session));
  return {
    used: () => session !== null || typedRead,
    ownerSignedIn: async () => (await current()) !== null,
    ownerLogin: async () => {
      const typed = readTypedIdentifier(c.req.header('Cookie'));
      if (!typed) return login;
      typedRead = true;
      return { ...login, typed };
    },
    async ownerPortal(lang, propertyId) {
      const live = await current();
      if (!live) return { status: 'anonymous' };
      return (await buildPortal(owners, live.ownerRef, lang, propertyId)) ?? { status: 'anonymous' };
    },
  };
}
