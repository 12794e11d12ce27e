import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { PaymentCode } from './PaymentCode';

const REFERENCE = 'JIYUN-DEPOSIT|CN-CA|mer_maple|130000USD|ALIPAY';

async function renderCode(client: QueryClient) {
  const screen = await render(
    <QueryClientProvider client={client}>
      <PaymentCode
        text={REFERENCE}
        label="支付宝付款码"
        loadingLabel="正在生成付款码…"
        failedText="付款码生成失败，请刷新页面。"
      />
    </QueryClientProvider>,
  );
  return { screen, frame: () => screen.container.firstElementChild as HTMLElement };
}

describe('PaymentCode', () => {
  it('holds the place of the code while it is drawn, so nothing below it moves', async () => {
    // A query that never runs: the code stays "being drawn".
    const drawing = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const pending = await renderCode(drawing);
    await expect.element(pending.screen.getByRole('status')).toBeInTheDocument();
    expect(pending.screen.container.querySelector('img')).toBeNull();

    const drawn = await renderCode(new QueryClient());
    const code = drawn.screen.getByRole('img', { name: '支付宝付款码' });
    await expect.element(code).toHaveAttribute('data-reference', REFERENCE);

    const box = (element: HTMLElement) => {
      const { width, height } = element.getBoundingClientRect();
      return { width, height };
    };
    expect(box(pending.frame())).toEqual({ width: 200, height: 200 });
    expect(box(drawn.frame())).toEqual(box(pending.frame()));
  });
});
