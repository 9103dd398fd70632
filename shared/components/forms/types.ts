/** What a page gives a visitor form: its kind, the ids it is about and the choices it offers (slots, types, cities). */
import type { FormKind } from '../../forms/kinds';
import type { AppointmentSlot } from '../../model/appointment';
import type { FormsContext } from '../../forms/submission';
import type { FormTexts } from '../../forms/messages';
import type { Lang } from '../../paths/languages';

export interface Choice {
  value: string;
  label: string;
}

export interface FormPanelProps {
  kind: FormKind;
  propertyId?: number;
  projectId?: number;
  slots?: AppointmentSlot[];
  /** Property types (value: the type id). */
  types?: Choice[];
  /** Cities (value: 'Name|zip'). */
  cities?: Choice[];
  /** The form's heading level; none when the page gives the heading. */
  heading?: 'h2' | 'h3';
  /** One-line form (the footer's newsletter). */
  inline?: boolean;
  /** Filled by FormSlot from the router (kept out of the form's chunk): the page's form context, where the visitor is, and in-app navigation. */
  router?: { forms: FormsContext; here: string; go: (href: string) => Promise<void> };
  /** The page language and its form texts (read when the form renders, after the FORMS namespace has loaded). */
  i18n?: { lang: Lang; texts: () => FormTexts };
  /** Behind a disclosure (details/summary): drawn only once opened (../../../app/components/forms/FormSlot.tsx). */
  disclosure?: boolean;
  /** A disclosure drawn open (asked for with `?form=`, opened in place, or back with its messages). */
  open?: boolean;
  /** Opened in place by the visitor: the disclosure's summary takes the focus when drawn. */
  focusSummary?: boolean;
  /**
   * The search-alert form's starting criteria as a query (shared/alerts/saved-search.ts), when
   * they are not the page's own query (the footer's form on a listing carries the listing's).
   */
  prefill?: string;
}
