/** A detail page's video and virtual tour, click to load (docs/media.md), hydrated on `intent`. */
import { MediaBlock } from '../../shared/components/detail/MediaBlock';
import { reactPart } from '../islands/hydrate';

export const { start, warm } = reactPart(MediaBlock);
