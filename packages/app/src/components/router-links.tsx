import type { BreadcrumbLinkProps, CardLinkProps, TabLinkProps } from '@jiyun/design-system';
import { Link } from 'react-router-dom';

/** Design-system links that navigate inside the app instead of loading a page. */
export function BreadcrumbRouterLink({ href, children, ...rest }: BreadcrumbLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

export function CardRouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

export function TabRouterLink({ href, children, ...rest }: TabLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
