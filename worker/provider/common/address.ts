/**
 * Address privacy, the same for every provider (docs/provider.md): a property's or project's street,
 * house number and box are public only when its address is published; otherwise they are empty
 * and the map position is not the exact one (the provider gives the hidden position: d1 the
 * city centre, omnicasa the position rounded to about 1 km, since the CRM gives no city centre).
 */

export interface AddressFields {
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  Lat: number | null;
  Lng: number | null;
}

/** The address fields as the public may see them; `hidden` is the position shown when the address is not published. */
export function publicAddress(
  publish: boolean,
  exact: AddressFields,
  hidden: { Lat: number | null; Lng: number | null },
): AddressFields {
  return publish
    ? { Street: exact.Street, HouseNumber: exact.HouseNumber, BoxNr: exact.BoxNr, Lat: exact.Lat, Lng: exact.Lng }
    : { Street: '', HouseNumber: '', BoxNr: '', Lat: hidden.Lat, Lng: hidden.Lng };
}

/** A position rounded to 2 decimals (about 1 km), or null. */
export const coarsePosition = (v: number | null): number | null => (v === null ? null : Math.round(v * 100) / 100);

/** 'Rue Neuve 12/3, 1000 Brussels' from public address fields (an empty street part is left out). */
export function addressLine(
  a: Pick<AddressFields, 'Street' | 'HouseNumber' | 'BoxNr'>,
  zip: string,
  city: string,
): string {
  const street = `${a.Street} ${a.HouseNumber}${a.BoxNr ? `/${a.BoxNr}` : ''}`.trim();
  return [street, `${zip} ${city}`.trim()].filter(Boolean).join(', ');
}
