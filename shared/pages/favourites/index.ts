/** The favourites and comparison pages (issue 12): one chunk with their loader, outside the first load. */
export { FavouritesPage } from './FavouritesPage';
export { ComparePage, loadCompare, type CompareData } from './ComparePage';
