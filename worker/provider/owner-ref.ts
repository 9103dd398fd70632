/**
 * Owner references (types.ts OwnerRef): the text a session keeps for an owner. Both providers
 * number their owners, so the reference is the owner's ID in decimal; `idOfRef`
 * (common/input.ts) reads it back inside the provider. Callers only use `ownerRef`.
 */
import type { Owner } from '../../shared/model/owner';
import type { OwnerRef } from './types';

/** The reference to keep for an owner the provider returned (after verifyOwner or getOwner). */
export const ownerRef = (owner: Pick<Owner, 'ID'>): OwnerRef => String(owner.ID);
