import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('says why a submit failed beside the buttons, and nothing while there is no problem', async () => {
    const screen = await render(
      <FormActions problem={null}>
        <button type="button">保存</button>
      </FormActions>,
    );
    await expect.element(screen.getByRole('button', { name: '保存' })).toBeVisible();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();

    await screen.rerender(
      <FormActions problem="仓库名称已存在。">
        <button type="button">保存</button>
      </FormActions>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('仓库名称已存在。');
  });
});
