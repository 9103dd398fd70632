/**
 * Small inline SVG icons (decorative: aria-hidden; the surrounding control carries the name).
 * `name` picks one of the first-load icons below; icons only lazy pages use pass their path as
 * `d` from ./icon-paths.ts, so the first load does not carry them.
 */
const paths: Record<string, string> = {
  bed: 'M3 5h2v7h6V8h7a3 3 0 0 1 3 3v8h-2v-3H5v3H3V5zm4 3.5A1.5 1.5 0 1 1 7 11.5 1.5 1.5 0 0 1 7 8.5z',
  bath: 'M7 4a3 3 0 0 1 3 3H8a1 1 0 0 0-2 0v5h16v2a5 5 0 0 1-3 4.6V21h-2v-2H7v2H5v-2.4A5 5 0 0 1 2 14v-2h2V7a3 3 0 0 1 3-3z',
  area: 'M3 3h7v2H6.4l4.3 4.3-1.4 1.4L5 6.4V10H3V3zm18 18h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V14h2v7z',
  map: 'M9 3 3 5.5v15.5l6-2.5 6 2.5 6-2.5V3l-6 2.5L9 3zm1 2.6 4 1.7v11.1l-4-1.7V5.6zM5 6.8l3-1.2v11.1l-3 1.2V6.8zm11 .5 3-1.2v11.1l-3 1.2V7.3z',
  list: 'M3 5h2v2H3V5zm4 0h14v2H7V5zM3 11h2v2H3v-2zm4 0h14v2H7v-2zm-4 6h2v2H3v-2zm4 0h14v2H7v-2z',
  filter: 'M3 5h18v2l-7 7v5l-4 2v-7L3 7V5z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 2.2V18h16V7.2l-8 5.3-8-5.3zM5.4 7l6.6 4.4L18.6 7H5.4z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
  clock:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.5 2.1-1 1.7L11 12.7V7h2z',
  user: 'M12 12a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0 2c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H7zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.3 5.7a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  linkedin:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3V9zm6 0h3v1.7c.6-1 1.9-2 3.8-2 3.3 0 4.2 2.1 4.2 5V21h-3v-6.5c0-1.6-.4-2.8-2-2.8s-3 1.2-3 3V21H9V9z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4L12 13.4 6.4 19 5 17.6 10.6 12 5 6.4 6.4 5z',
  chevron: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4z',
  up: 'M12 7.2 18.4 13.6 17 15l-5-5-5 5-1.4-1.4L12 7.2z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  arrow: 'M13.2 5.6 19.6 12l-6.4 6.4-1.4-1.4 4-4H4v-2h11.8l-4-4 1.4-1.4z',
  heart: 'M12 20.5S3 15 3 8.8A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 9 1.8C21 15 12 20.5 12 20.5z',
};

export function Icon({
  name,
  d = name ? paths[name] : undefined,
  size = 20,
  className,
}: {
  name?: string;
  d?: string;
  size?: number;
  className?: string;
}) {
  if (!d) return null;
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
