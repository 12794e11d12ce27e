import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Loading, theme } from '@jiyun/design-system';

const StyledCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.raised};
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
  if (!code.data) return <Loading label={loadingLabel} delay={0} />;
  return <StyledCode src={code.data} alt={label} data-reference={text} />;
}
