/** The agency's people and their reviews: agents (shown on properties and to owners) and testimonials. */
import type { Lang } from './common';
import type { PhoneLink } from '../format/phone-link';

export interface Agent {
  ID: number;
  FirstName: string;
  LastName: string;
  /** Display name, "First Last". */
  Name: string;
  /** Job title in the asked language. */
  Function: string;
  Email: string;
  Phone: string;
  Mobile: string;
  /** Phone (or else Mobile) formatted by the worker before the data leaves it (worker/format/agent-phone.ts); absent when both are empty. */
  PhoneLink?: PhoneLink;
  /** Media name of the portrait (photoUrl(PhotoName, w)), or null. */
  PhotoName: string | null;
  /** Languages the agent speaks. */
  Languages: Lang[];
}

/** A client's review (docs/screens.md). */
export interface Testimonial {
  ID: number;
  /** URL segment of the testimonial article. */
  Slug: string;
  Author: string;
  City: string;
  /** 1 to 5. */
  Rating: number;
  /** yyyy-mm-dd. */
  Date: string;
  Title: string;
  Text: string;
  /** Language of Title and Text. */
  Language: Lang;
}
