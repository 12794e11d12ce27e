import styled from 'styled-components';
import { Card, Skeleton, theme } from '@jiyun/design-system';
import { StyledTiles } from './FigureTiles';

const StyledBones = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledTile = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

/** The page's shape while its figures load: the tiles and the two lists, drawn in grey. */
export function DashboardSkeleton() {
  return (
    <StyledBones aria-hidden="true" data-testid="dashboard-skeleton">
      {[2, 4].map((tiles) => (
        <StyledTiles key={tiles}>
          {Array.from({ length: tiles }, (_, index) => (
            <li key={index}>
              <Card as="div">
                <StyledTile>
                  <Skeleton width="60%" />
                  <Skeleton width="40%" height={28} />
                </StyledTile>
              </Card>
            </li>
          ))}
        </StyledTiles>
      ))}
      <Card as="div">
        <Skeleton lines={5} />
      </Card>
    </StyledBones>
  );
}
