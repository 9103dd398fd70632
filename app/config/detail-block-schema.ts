/**
 * Detail-page blocks of the site configuration (docs/data-model.md 'Display conditions'): a
 * call to action (title, text, a button to a page of the site) that the property's detail page
 * shows only when the property meets the block's rules. Validated with the site configuration
 * by the build; a bad rule is refused with its path and name. The rules run on the server
 * (worker/content/detail-blocks.ts).
 */
import { type } from '../schema/arktype';
import { detailConditionGroupSchema } from '../rules/condition-schema';
import { lazy } from '../../shared/schema/lazy';

const text = lazy(() => type({ en: 'string > 0', nl: 'string > 0', fr: 'string > 0', de: 'string > 0' }));

export const detailBlockSchema = lazy(() =>
  type({
    id: /^[a-z0-9-]+$/,
    status: "'Published' | 'Draft'",
    title: text,
    text: text,
    /** The button's label and the original path it leads to ('/contact-demand/'). */
    button: text,
    href: /^\/.*\/$/,
    conditions: detailConditionGroupSchema,
  }),
);

export type DetailBlock = typeof detailBlockSchema.infer;
