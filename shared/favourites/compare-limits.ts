/** How many properties the comparison takes (docs/search.md): two to four. Apart from ../../app/favourites/compare.ts so that the browser's plain script takes only these. */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
