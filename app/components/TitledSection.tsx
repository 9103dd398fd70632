/**
 * A page block named by its own heading: the section (or navigation) carries the block's class and
 * is labelled by its h2, `{name}-title`, whose class is the block's title element (`{block}__title`).
 */
import type { ReactNode } from 'react';

export function TitledSection({
  as: Tag = 'section',
  id,
  block,
  className,
  name,
  title,
  children,
}: {
  as?: 'section' | 'nav';
  /** The section's own id (an anchor), when it has one. */
  id?: string;
  /** The block's class ('detail-section', 'owner-section', 'energy'). */
  block: string;
  /** More classes after the block's. */
  className?: string;
  /** The heading's id without its '-title'. */
  name: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tag id={id} className={className ? `${block} ${className}` : block} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
