import { usePageHeaderState } from '@taskflow/app-providers';

/**
 * What a page tells the signed-in layout: the title (top bar and browser tab) and the last breadcrumb, shown as
 * "title / breadcrumb" (either empty when the page leaves it to the route table).
 */
export function PageHeaderProbe() {
  const { title, breadcrumb } = usePageHeaderState();
  return <output data-testid="page-header">{`${title ?? ''} / ${breadcrumb ?? ''}`}</output>;
}
