import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

/** One translated step of the trail; the last one (the current page) is not a link. */
export interface Crumb {
  label: string;
  path?: string;
}

/** The current page's trail from its route table, e.g. Projects › Details. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('navigation');
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <StyledBreadcrumbs>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} aria-current={isLast ? 'page' : undefined}>
              {crumb.path && !isLast ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </StyledBreadcrumbs>
    </nav>
  );
}
