/**
 * How owners log in and get a new password with the request's provider (shared OwnerLogin,
 * decision record 029): the owner data says whether its usernames may not be e-mail addresses
 * (whise), and a provider with a password-reset part sends a message (d1, omnicasa) where one
 * without it (whise) leaves the password to the agency.
 */
import type { OwnerLogin } from '../../app/model/owner-portal';
import type { ProviderParts } from '../provider/core';

export function ownerLoginOf(parts: Pick<ProviderParts, 'owners' | 'resets'>): OwnerLogin {
  return {
    identifier: parts.owners.loginIdentifier ?? 'email',
    reset: parts.resets ? 'message' : 'agency',
  };
}
