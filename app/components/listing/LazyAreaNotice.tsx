/** The area notice in its own chunk, with the AREA texts (loaded with the detail namespaces): see AreaNotice.tsx. */
import { lazy, type ComponentProps } from 'react';
import { DetailChunk, withDetailTexts } from '../../i18n/detail-texts';

const AreaNotice = lazy(() => withDetailTexts(import('./AreaNotice')).then((m) => ({ default: m.AreaNotice })));

export function LazyAreaNotice(props: ComponentProps<typeof AreaNotice>) {
  return <DetailChunk component={AreaNotice} props={props} />;
}
