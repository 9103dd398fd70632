/**
 * Owner references (./types.ts OwnerRef): the text a session keeps for an owner. d1 and omnicasa
 * number their owners, so the reference is the owner's ID in decimal; `idOfRef`
 * (common/input.ts) reads it back inside the provider. A provider whose owners are not found
 * again by a number gives the reference itself (`Owner.Ref`; whise: ../whise/owner-ref.ts).
 * Callers only use `ownerRef`.
 */
import type { Owner } from '../../../app/model/owner';
import type { OwnerRef } from './types';

/** The reference to keep for an owner the provider returned (after verifyOwner or getOwner). */
export const ownerRef = (owner: Pick<Owner, 'ID' | 'Ref'>): OwnerRef => owner.Ref ?? String(owner.ID);
