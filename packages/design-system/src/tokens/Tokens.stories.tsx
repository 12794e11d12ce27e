import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { breakpoints, cssVariables, theme } from '.';

const StyledSection = styled.section`
  & + & {
    margin-top: ${theme.space[8]};
  }
`;

const StyledHeading = styled.h2`
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[3]};
`;

const StyledToken = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.text.secondary};

  code {
    display: block;
    color: ${theme.color.text.primary};
    font-family: ${theme.font.family.mono};
    overflow-wrap: anywhere;
  }
`;

const StyledSwatch = styled.span<{ $value: string }>`
  flex: none;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${({ $value }) => $value};
`;

const StyledBar = styled.span<{ $value: string }>`
  flex: none;
  width: ${({ $value }) => $value};
  height: 16px;
  background: ${theme.color.primary[500]};
`;

const StyledBox = styled.span<{ $radius?: string; $shadow?: string }>`
  flex: none;
  width: 56px;
  height: 40px;
  border: 1px solid ${theme.color.border.default};
  border-radius: ${({ $radius }) => $radius ?? '0'};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  background: ${theme.color.surface.raised};
`;

const group = (prefix: string) =>
  cssVariables
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => ({ name, value }));

function Label({ name, value }: { name: string; value: string }) {
  return (
    <span style={{ minWidth: 0 }}>
      <code>{name}</code>
      {value}
    </span>
  );
}

function TokenSheet() {
  return (
    <div>
      <StyledSection aria-labelledby="tokens-colour">
        <StyledHeading id="tokens-colour">Colour</StyledHeading>
        <StyledGrid>
          {group('--jy-color-').map((token) => (
            <StyledToken key={token.name}>
              <StyledSwatch $value={`var(${token.name})`} />
              <Label {...token} />
            </StyledToken>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-space">
        <StyledHeading id="tokens-space">Spacing</StyledHeading>
        <StyledGrid>
          {group('--jy-space-').map((token) => (
            <StyledToken key={token.name}>
              <StyledBar $value={`var(${token.name})`} />
              <Label {...token} />
            </StyledToken>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-shape">
        <StyledHeading id="tokens-shape">Radius and shadow</StyledHeading>
        <StyledGrid>
          {group('--jy-radius-').map((token) => (
            <StyledToken key={token.name}>
              <StyledBox $radius={`var(${token.name})`} />
              <Label {...token} />
            </StyledToken>
          ))}
          {group('--jy-shadow-').map((token) => (
            <StyledToken key={token.name}>
              <StyledBox $shadow={`var(${token.name})`} />
              <Label {...token} />
            </StyledToken>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-type">
        <StyledHeading id="tokens-type">Typography</StyledHeading>
        {group('--jy-font-size-').map((token) => (
          <p key={token.name} style={{ fontSize: `var(${token.name})`, marginBottom: 8 }}>
            {token.name} {token.value} — Parcel forwarding 集运后台
          </p>
        ))}
      </StyledSection>
      <StyledSection aria-labelledby="tokens-other">
        <StyledHeading id="tokens-other">Layers, motion and layout</StyledHeading>
        <StyledGrid>
          {[...group('--jy-z-index-'), ...group('--jy-motion-'), ...group('--jy-layout-')].map(
            (token) => (
              <StyledToken key={token.name}>
                <Label {...token} />
              </StyledToken>
            ),
          )}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="tokens-breakpoints">
        <StyledHeading id="tokens-breakpoints">
          Breakpoints (media.atLeast / media.atMost)
        </StyledHeading>
        <StyledGrid>
          {Object.entries(breakpoints).map(([name, value]) => (
            <StyledToken key={name}>
              <Label name={name} value={value} />
            </StyledToken>
          ))}
        </StyledGrid>
      </StyledSection>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
  tags: ['autodocs'],
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('--jy-layout-nav-width')).toBeVisible();
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('--jy-layout-nav-width').trim(),
    ).toBe('300px');
    const breakpointList = within(canvas.getByRole('region', { name: /Breakpoints/ }));
    await expect(breakpointList.getByText('md')).toBeVisible();
  },
};

const StyledSample = styled.p<{ $weight: string }>`
  max-width: 720px;
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.lg};
  font-weight: ${({ $weight }) => $weight};
`;

/** The advance of the first `char` in `element`'s text, in ems of its font size. */
function advanceInEm(element: HTMLElement, char: string): number {
  const text = element.firstChild;
  const at = element.textContent?.indexOf(char) ?? -1;
  if (!(text instanceof Text) || at < 0) throw new Error(`No ${char} in the sample.`);
  const range = document.createRange();
  range.setStart(text, at);
  range.setEnd(text, at + 1);
  return range.getBoundingClientRect().width / parseFloat(getComputedStyle(element).fontSize);
}

/**
 * English text draws ’ ‘ “ ” … in a Latin face, not as full-width CJK glyphs (issue 11: "You’re
 * signed in" showed a wide gap). The page is English (`<html lang="en">`); the test also checks
 * that a Chinese page keeps its full-width quotes.
 */
export const EnglishPunctuation: Story = {
  render: () => (
    <div>
      {[theme.font.weight.regular, theme.font.weight.semibold].map((weight) => (
        <StyledSample key={weight} $weight={weight}>
          You’re signed in. Parcel ‘YT2291834756012CN’ arrived at “Shenzhen Bao’an” and waits on
          shelf B-10-05…
        </StyledSample>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await expect(document.documentElement.lang).toBe('en');
    const samples = within(canvasElement).getAllByText(/^You’re signed in/);
    await expect(samples).toHaveLength(2);
    for (const sample of samples) {
      // A CJK face draws these a full em wide; a Latin one a fraction of it (bold double quotes
      // take half an em). The ellipsis is an em wide in both, so its width tells nothing.
      for (const char of ['’', '‘']) await expect(advanceInEm(sample, char)).toBeLessThan(0.5);
      for (const char of ['“', '”']) await expect(advanceInEm(sample, char)).toBeLessThan(0.6);
    }
    // Only English: a Chinese page keeps full-width quotes, as Chinese text sets them.
    const [regular] = samples;
    if (!regular) throw new Error('No sample.');
    document.documentElement.lang = 'zh-Hans';
    try {
      await expect(advanceInEm(regular, '“')).toBeGreaterThan(0.9);
    } finally {
      document.documentElement.lang = 'en';
    }
    await expect(advanceInEm(regular, '“')).toBeLessThan(0.5);
  },
};
