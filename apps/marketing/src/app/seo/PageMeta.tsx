import { useLanguage } from '@taskflow/i18n';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the page, e.g. '/features', for the alternate-language links. */
  path: string;
}

/** Title, description, social and alternate-language tags; React hoists them into <head>. */
export function PageMeta({ title, description, keywords, path }: PageMetaProps) {
  const { language } = useLanguage();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = (lng: string) => `${origin}${path}?lng=${lng}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={language === 'de' ? 'de_DE' : 'en_US'} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="de" href={url('de')} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
