/**
 * The shape of the demo's address extract (./data.ts): per town, its municipality as the source
 * names it and real streets, each with real address points [house number, latitude, longitude]
 * (the number is null where the source gives the street's course only: Brussels).
 */
export type AddressPoint = readonly [number | null, number, number];
export type StreetAddresses = readonly [string, readonly AddressPoint[]];

export interface TownAddresses {
  zip: string;
  /** The municipality as the source names it ('Antwerpen', 'Ottignies-Louvain-la-Neuve', 'Ixelles'). */
  municipality: string;
  streets: readonly StreetAddresses[];
}
