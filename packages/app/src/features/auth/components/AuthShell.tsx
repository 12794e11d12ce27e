import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, OrdersIcon, ShippingLineIcon, theme, WarehouseIcon } from '@jiyun/design-system';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 5fr) 7fr;
  min-height: 100vh;
  background: ${theme.color.surface.page};

  ${media.atMost('lg')} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const StyledBrand = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space[8]};
  padding: ${theme.space[12]};
  background: ${theme.color.nav.bg};
  color: ${theme.color.nav.fg};

  ${media.atMost('lg')} {
    gap: ${theme.space[2]};
    padding: ${theme.space[5]} ${theme.space[6]};
  }
`;

const StyledBrandName = styled.p`
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.02em;
`;

const StyledTagline = styled.p`
  max-width: 28em;
  font-size: ${theme.font.size.lg};
  color: ${theme.color.nav.fgMuted};
`;

const StyledPoints = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.atMost('lg')} {
    display: none;
  }
`;

const StyledPoint = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  color: ${theme.color.nav.fgMuted};

  svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${theme.color.nav.fg};
  }
`;

const StyledMain = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[8]} ${theme.space[4]};
`;

const StyledCard = styled.div`
  position: relative;
  width: 100%;
  max-width: 440px;
  padding: ${theme.space[10]} ${theme.space[8]} ${theme.space[8]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.sm};

  ${media.atMost('sm')} {
    padding: ${theme.space[8]} ${theme.space[5]} ${theme.space[6]};
  }
`;

const StyledLanguage = styled.div`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
`;

/** The frame of the public pages: the brand panel beside (or above) a centred card. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <StyledPage>
      <StyledBrand>
        <StyledBrandName>{t('common:appName')}</StyledBrandName>
        <StyledTagline>{t('auth:brand.tagline')}</StyledTagline>
        <StyledPoints>
          <StyledPoint>
            <WarehouseIcon aria-hidden="true" />
            {t('auth:brand.points.warehouse')}
          </StyledPoint>
          <StyledPoint>
            <ShippingLineIcon aria-hidden="true" />
            {t('auth:brand.points.shippingLines')}
          </StyledPoint>
          <StyledPoint>
            <OrdersIcon aria-hidden="true" />
            {t('auth:brand.points.orders')}
          </StyledPoint>
        </StyledPoints>
      </StyledBrand>
      <StyledMain>
        <StyledCard>
          <StyledLanguage>
            <LanguageSwitch />
          </StyledLanguage>
          {children}
        </StyledCard>
      </StyledMain>
    </StyledPage>
  );
}
