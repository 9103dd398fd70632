/**
 * Server side of the islands render (decision record 022): each island is rendered to HTML as a
 * root of its own (React's renderToString with the island's identifier prefix, so its ids never
 * collide with the page's and match the browser's hydration by construction), inside
 * `<div data-island data-when data-prefix>`, after a JSON script holding its props.
 */
import { renderToString } from 'react-dom/server.node';
import type { ReactNode } from 'react';
import { IslandRoot } from '../../shared/islands/IslandRoot';
import type { IslandDraw } from '../../app/islands/Island';
import { scriptJson } from '../../shared/format/script-json';
import type { Lang } from '../../shared/paths/languages';

export function islandRenderer(lang: Lang) {
  return function drawIsland({ name, when, prefix, props, part }: IslandDraw): ReactNode {
    const html = renderToString(<IslandRoot lang={lang}>{part}</IslandRoot>, { identifierPrefix: prefix });
    // A part with nothing to show (a media block without media) leaves nothing in the page.
    if (html === '') return null;
    return (
      <>
        <script
          type="application/json"
          data-island-props={prefix}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptJson)
          dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
        />
        <div
          data-island={name}
          data-when={when}
          data-prefix={prefix}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island (renderToString)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </>
    );
  };
}
