/**
 * The detail page's configured calls to action (docs/data-model.md 'Display conditions'): the
 * blocks the server chose for this property (worker/content/detail-blocks.ts), each a titled
 * notice with a button to a page of the site. Renders nothing when none applies.
 */
import type { DetailBlockView } from '../../content/views';
import { iconAfter } from '../../../shared/components/Icon';
import { SmartLink } from '../SmartLink';

export function DetailBlocks({ blocks }: { blocks: DetailBlockView[] }) {
  if (blocks.length === 0) return null;
  return (
    <>
      {blocks.map((b) => (
        <aside
          key={b.id}
          className={`notice notice--offer notice--${b.id}`}
          aria-labelledby={`block-${b.id}-title`}
          data-block={b.id}
        >
          <div>
            <h2 id={`block-${b.id}-title`} className="notice__title">
              {b.title}
            </h2>
            <p className="notice__text">{b.text}</p>
            <p className="notice__actions">
              <SmartLink href={b.href} className={`button button--accent ${iconAfter('arrow')}`}>
                {b.button}
              </SmartLink>
            </p>
          </div>
        </aside>
      ))}
    </>
  );
}
