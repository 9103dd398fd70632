/**
 * A visitor form, whatever its kind (docs/forms-and-leads.md): an open one hydrates on `intent`, a
 * closed one is drawn open on its opener's `click` (client/islands/when/click.ts).
 */
import { FormIsland } from '../../shared/components/forms/FormIsland';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(FormIsland);
