/**
 * The mark a closed form's opener carries when its form has date fields
 * (shared/components/forms/FormOpener.tsx). Chromium makes a page's first date field slowly: it
 * loads the locale's date format for it (a sale page's offer form, three date fields, drawn in
 * 39 ms with the CPU slowed 4× before, 21 ms after one date field had been made). The page's script
 * (client/islands/when/click.ts) makes one, unattached, while the page is idle.
 */
export const DATE_FIELDS_ATTR = 'data-date-fields';
