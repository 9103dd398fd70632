/** The home page's search form (its place combobox and buy/rent choice), hydrated on `intent`. */
import { HomeSearchForm } from '../../shared/components/HomeSearchForm';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(HomeSearchForm);
