/** Paths of the icons only lazily loaded pages show (detail notices, projects, not-found, owner portal): passed to ./Icon as `d`. */
export const homeIcon = 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3z';
export const keyIcon = 'M7 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.7-4A6 6 0 1 0 12.7 14H16v3h3v-3h2v-4h-8.3z';
export const buildingIcon =
  'M4 21V3h10v4h6v14h-7v-4h-2v4H4zm3-15v2h2V6H7zm4 0v2h2V6h-2zm-4 4v2h2v-2H7zm4 0v2h2v-2h-2zm5 0v2h2v-2h-2zm-9 4v2h2v-2H7zm4 0v2h2v-2h-2zm5 0v2h2v-2h-2z';
export const shieldIcon =
  'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z';
