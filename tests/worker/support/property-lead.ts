/** A pending lead about one property, as the property page's forms record it. */
import { CONTACT, insertLead } from './leads';

/** A lead of CONTACT about a property (its id on the lead and in the payload), with the form's other fields. */
export const propertyLead = (
  db: D1Database,
  kind: string,
  propertyId: number,
  lang?: string,
  fields: Record<string, unknown> = {},
) => insertLead(db, { kind, lang, propertyId, payload: { ...CONTACT, propertyId, ...fields } });
