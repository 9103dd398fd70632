/**
 * New-build projects (docs/data-model.md): an address and a set of units. Units are ordinary
 * properties whose ProjectID points at the project (some priced 'starting from', PriceUnit 7).
 */
import type { Lang, PictureItem } from '../../shared/model/common';
import type { Agent } from '../../shared/model/people';
import type { Property } from '../../shared/model/property';

export interface Project {
  ID: number;
  Name: string;
  /** Address line as it may be published ("Rue X 12, 4000 Liège" or only the city). */
  PublicAddress: string;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  Zip: string;
  City: string;
  CountryID: number;
  CountryName: string;
  Language: Lang;
  /** Goal of its units (0 sale, 1 rent). */
  Goal: number;
  SmallPictureItem: PictureItem | null;
  /** A sentence or two for cards. */
  Summary: string;
  Lat: number | null;
  Lng: number | null;
  UnitCount: number;
  /** Units neither sold nor rented. */
  AvailableUnits: number;
  /** Lowest and highest published unit price, or null. */
  PriceFrom: number | null;
  PriceTo: number | null;
  /** Expected delivery, yyyy-mm or free text. */
  Delivery: string;
  /** yyyy-mm-dd. */
  PublicationDate: string;
}

export interface ProjectDetail extends Project {
  Description: string;
  Photos: PictureItem[];
  VideoUrl: string | null;
  VirtualTourUrl: string | null;
  Agent: Agent | null;
  /** Units, cheapest first. */
  Units: Property[];
}
