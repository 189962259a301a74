import { NotFoundPage } from '@taskflow/app-providers';
import { PageMeta } from '../seo/PageMeta';

/** The shared not-found page, with its own title and a noindex hint. */
export default function MarketingNotFoundPage() {
  return (
    <>
      <PageMeta page="notFound" />
      <NotFoundPage />
    </>
  );
}
