import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { breadcrumbsFor } from '../utils/breadcrumbs';

export const StyledBreadcrumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Path of the current page below its sidebar section; the page may name the last crumb itself. */
export function Breadcrumbs({ currentLabel }: { currentLabel?: string }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <StyledBreadcrumbs>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const label = isLast && currentLabel ? currentLabel : t(crumb.labelKey);
          return (
            <li key={crumb.labelKey} aria-current={isLast ? 'page' : undefined}>
              {crumb.path && !isLast ? <Link to={crumb.path}>{label}</Link> : label}
            </li>
          );
        })}
      </StyledBreadcrumbs>
    </nav>
  );
}
