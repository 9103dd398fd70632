/**
 * Content pages as data (docs/data-model.md): title and SEO per language, a module list,
 * status. Text is stored as structured blocks rather than HTML, so nothing needs sanitizing and
 * every block renders accessibly. Pages live in content/pages/{id}.json and are validated with
 * arktype by the build (scripts/build-content.ts); the id matches an entry of content/site-map.json.
 */
import { type } from '../schema/arktype';
import { conditionGroupSchema } from '../rules/condition-schema';
import { lazy } from '../../shared/schema/lazy';

const text = lazy(() => type({ en: 'string', nl: 'string', fr: 'string', de: 'string' }));

/** A block of page text: heading, paragraph, list or quote. */
export const blockSchema = lazy(() =>
  type({ type: "'h2' | 'h3' | 'p' | 'quote'", text: 'string > 0', 'cite?': 'string' }, '|', {
    type: "'ul' | 'ol'",
    items: 'string[] > 0',
  }),
);
const blocks = lazy(() =>
  type({
    en: blockSchema.array(),
    nl: blockSchema.array(),
    fr: blockSchema.array(),
    de: blockSchema.array(),
  }),
);

const seo = lazy(() =>
  type({
    title: 'string > 0',
    description: 'string > 0',
    ogTitle: 'string > 0',
    ogDescription: 'string > 0',
    'ogImage?': 'string',
    twitterCard: "'summary' | 'summary_large_image'",
    twitterTitle: 'string > 0',
    twitterDescription: 'string > 0',
  }),
);

/** A card in a 'cards' module: title, text, optional link to an original path, optional figure. */
const card = lazy(() => type({ title: text, text: text, 'href?': 'string', 'figure?': 'string', 'icon?': 'string' }));

export const moduleSchema = lazy(() =>
  type({
    id: 'string > 0',
    'title?': text,
    'titleSize?': "'h2' | 'h3'",
    'description?': text,
    position: "'main' | 'aside' | 'full'",
    span: '1 <= number.integer <= 12',
    col: { sm: '1 <= number.integer <= 12', md: '1 <= number.integer <= 12', lg: '1 <= number.integer <= 12' },
    sort: 'number.integer',
    /** How the module renders. */
    view: "'article' | 'cards' | 'figures' | 'contact' | 'quote' | 'cta' | 'property-list' | 'project-list'",
    'class?': 'string',
    backgroundType: "'none' | 'color' | 'image'",
    'colorBackground?': /^#[0-9a-fA-F]{6}$/,
    'images?': type({ src: 'string', alt: text, width: 'number.integer > 0', height: 'number.integer > 0' }).array(),
    'relations?': type({ type: "'property-list' | 'project-list' | 'article' | 'contact'", id: 'string' }).array(),
    status: "'Published' | 'Draft'",
    'numberItemOfRow?': '1 <= number.integer <= 6',
    'maxItems?': '1 <= number.integer <= 48',
    'content?': blocks,
    'items?': card.array(),
    /** For 'cta': the original path the button leads to. */
    'href?': 'string',
    /** For 'property-list': which properties it shows (display conditions, app/rules/condition.ts). */
    'conditions?': conditionGroupSchema,
  }),
);

export const pageSchema = lazy(() =>
  type({
    id: 'string > 0',
    /** The page kind: decides the header and which route renders it. */
    type: "'home' | 'listing' | 'projects' | 'content' | 'article' | 'legal' | 'form' | 'thank-you' | 'login' | 'favourites' | 'testimonial' | 'stat'",
    status: "'Published' | 'Draft'",
    sort: 'number.integer',
    createDate: 'string',
    modifyDate: 'string',
    title: text,
    /** Short lead under the title. */
    'intro?': text,
    'image?': type({ src: 'string', alt: text, width: 'number.integer > 0', height: 'number.integer > 0' }),
    seo: { en: seo, nl: seo, fr: seo, de: seo },
    modules: moduleSchema.array(),
  }),
);

export type Block = typeof blockSchema.infer;
export type PageModule = typeof moduleSchema.infer;
export type Page = typeof pageSchema.infer;

/** Validates one page file; throws naming the page and the wrong field. */
export function parsePage(raw: unknown, file: string): Page {
  const out = pageSchema(raw);
  if (out instanceof type.errors) throw new Error(`Invalid page ${file}: ${out.summary}`);
  return out;
}
