/**
 * The `sizes` of the lead photo, by the number of smaller photos beside it (the layout of
 * client/styles/detail.css: 4 → half the width, 3 → three quarters, 2 → two thirds, 1 → half,
 * none → at most 880 px). Shared by the <img> and the head's preload, which must match.
 */
export function leadSizes(photoCount: number): string {
  const thumbs = Math.max(0, Math.min(photoCount - 1, 4));
  if (thumbs === 0) return '(min-width: 960px) 880px, 100vw';
  const share = thumbs === 3 ? 0.75 : thumbs === 2 ? 2 / 3 : 0.5;
  return `(min-width: 1240px) ${Math.round(1176 * share)}px, (min-width: 767px) ${Math.round(share * 100)}vw, 100vw`;
}
