/**
 * What changed since a favourite was saved (docs/formatting.md): its price (up or down, or no longer
 * published), sold or rented since, or gone (the API no longer has it). Compares the snapshot
 * taken when saving with the property as the API gives it now.
 */
import { MARQUEE } from '../../shared/model/property';
import type { Snapshot } from '../../shared/favourites/store';

export type Change =
  | { kind: 'price'; from: number; to: number }
  | { kind: 'priceHidden' }
  | { kind: 'sold' }
  | { kind: 'rented' }
  | { kind: 'gone' };

type Now = { Price: number | null; PublishPrice: boolean; Marquee: number };

export function changesSince(then: Snapshot | undefined, now: Now | null): Change[] {
  if (now === null) return [{ kind: 'gone' }];
  const changes: Change[] = [];
  if (then) {
    const price = now.PublishPrice ? now.Price : null;
    if (then.price !== null && price !== null && price !== then.price)
      changes.push({ kind: 'price', from: then.price, to: price });
    if (then.price !== null && price === null) changes.push({ kind: 'priceHidden' });
  }
  const was = then?.marquee;
  if (now.Marquee === MARQUEE.sold && was !== MARQUEE.sold) changes.push({ kind: 'sold' });
  if (now.Marquee === MARQUEE.rented && was !== MARQUEE.rented) changes.push({ kind: 'rented' });
  return changes;
}
