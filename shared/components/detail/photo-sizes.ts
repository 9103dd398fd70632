/** The `sizes` of the lead photo, shared by its <img> and the head's preload (they must match). */
export const LEAD_SIZES = '(min-width: 1240px) 590px, (min-width: 767px) 50vw, 100vw';
