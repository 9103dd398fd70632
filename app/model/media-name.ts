/**
 * The media name rule (docs/media.md): lower-case letters, digits and hyphens, because names
 * become R2 keys and URL segments. Its own module, so that the first-load bundle, which never
 * checks a name, does not carry the expression.
 */
export const MEDIA_NAME = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
