import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { PageHeading } from './PageHeading';

const StyledHeader = styled.header`
  display: grid;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

const StyledTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${theme.space[3]};
`;

/** Breadcrumb, the page's one h1 with an optional tag beside it, and the page's actions. */
export function PageHeader({
  breadcrumb,
  title,
  tag,
  actions,
}: {
  breadcrumb?: ReactNode;
  title: string;
  tag?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <StyledHeader>
      {breadcrumb}
      <StyledTitleRow>
        <StyledTitle>
          <PageHeading>{title}</PageHeading>
          {tag}
        </StyledTitle>
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledTitleRow>
    </StyledHeader>
  );
}
