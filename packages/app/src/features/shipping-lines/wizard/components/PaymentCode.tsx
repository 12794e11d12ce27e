import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { Loading, theme } from '@jiyun/design-system';

/** The code's frame: the same box while the code is drawn and once it is there. */
const codeBox = css`
  display: block;
  width: 200px;
  height: 200px;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
`;

const StyledCode = styled.img`
  ${codeBox}
`;

// The encoder loads with the step and draws after it (and again for the other method): a spinner
// alone is shorter than the code, so the caption, the "I have completed payment" button and any
// alert below jumped down when the code arrived, under the merchant's pointer, and a page scrolled
// to that button a moment earlier ended at another offset.
const StyledPending = styled.div`
  ${codeBox}
  display: grid;
  place-items: center;
`;

const StyledFailure = styled.p`
  margin: 0;
  color: ${theme.color.error.fg};
`;

/** The QR code of a payment reference, drawn as SVG; the encoder loads only with this step. */
async function svgDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const markup = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** A scannable code of `text`, named `label` for screen readers. */
export function PaymentCode({
  text,
  label,
  loadingLabel,
  failedText,
}: {
  text: string;
  label: string;
  loadingLabel: string;
  failedText: string;
}) {
  const code = useQuery({
    queryKey: ['payment-code', text],
    queryFn: () => svgDataUrl(text),
    staleTime: Infinity,
  });
  if (code.isError) return <StyledFailure role="alert">{failedText}</StyledFailure>;
  if (!code.data) {
    return (
      <StyledPending>
        <Loading label={loadingLabel} delay={0} />
      </StyledPending>
    );
  }
  return <StyledCode src={code.data} alt={label} data-reference={text} />;
}
