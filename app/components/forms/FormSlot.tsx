/**
 * Where a visitor form goes on a page, drawn on the server only: the form as an island
 * (../../../shared/components/forms/FormIsland.tsx, decision record 022) with what it needs from the router in its props: the
 * page it is on and the forms' context. The form works as a plain HTML form before and without
 * JavaScript. A form drawn open hydrates on intent (the first pointer, touch or focus inside it).
 * A form behind a disclosure (detail pages) is not drawn while closed: its slot draws only the
 * opener (./FormOpener), a link to the page with the form open, and its island is drawn open in
 * place on the first click (`click`, client/islands/when/click.ts).
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { Island } from '../../islands/Island';
import type { PageForms } from '../../forms/page-forms';
import { FormIsland, type FormIslandProps } from '../../../shared/components/forms/FormIsland';

export function FormSlot(props: Omit<FormIslandProps, 'here' | 'forms'>) {
  const router = useRouter();
  const here = useRouterState({ select: (s) => s.location.publicHref ?? s.location.href });
  const page = (router.options.context as { forms?: PageForms }).forms ?? {};
  const forms: PageForms = {
    ...(page.token ? { token: page.token } : {}),
    ...(page.siteKey ? { siteKey: page.siteKey } : {}),
    ...(page.submission?.kind === props.kind ? { submission: page.submission } : {}),
  };
  const closed = props.disclosure === true && props.open !== true && forms.submission === undefined;
  return (
    <Island
      name="form"
      when={closed ? 'click' : 'intent'}
      component={FormIsland}
      props={{ ...props, ...(forms.submission ? { open: true } : {}), here, forms }}
    />
  );
}
