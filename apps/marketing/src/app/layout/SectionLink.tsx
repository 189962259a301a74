import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToSection, type SectionId } from './section-links';

export interface SectionLinkProps {
  section: SectionId;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section: on the landing page it scrolls there; from any other page it
 * goes to /#section, and the layout scrolls once the landing page has rendered.
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname === '/' && scrollToSection(section)) event.preventDefault();
  };
  return (
    <Link to={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
