/** The not-found and error pages as one lazy chunk: rarely shown, so outside the first load (the router loads it before it renders one, also when hydrating a 404). */
export { PageNotFoundPage, PropertyNotFoundPage, ProjectNotFoundPage } from './NotFoundPage';
export { ErrorPage } from './ErrorPage';
export { ListingNotFound } from './ListingNotFound';
