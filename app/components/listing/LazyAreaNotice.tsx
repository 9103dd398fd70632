/** The area notice in its own chunk, with the AREA texts (loaded with the detail namespaces): see AreaNotice.tsx. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { DetailTexts, withDetailTexts } from '../../i18n/detail-texts';

const AreaNotice = lazy(() => withDetailTexts(import('./AreaNotice')).then((m) => ({ default: m.AreaNotice })));

export function LazyAreaNotice(props: ComponentProps<typeof AreaNotice>) {
  return (
    <Suspense>
      <DetailTexts>
        <AreaNotice {...props} />
      </DetailTexts>
    </Suspense>
  );
}
