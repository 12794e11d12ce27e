import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, codeSentTo, signInWith } from './support/account.ts';
import { demoOwner, expectSignedIn, signIn, useEnglish, loginPageLive } from './support/session.ts';

// A member of this run only: fresh phone and email, so a rerun on the same data never collides.
const runId = Date.now().toString().slice(-6);
const member = {
  firstName: '建华',
  lastName: `Li-${runId}`,
  email: `li.jianhua.${runId}@maple-forwarding.example`,
  countryCode: '+86',
  phone: `137${runId}${runId.slice(0, 2)}`,
  password: 'Packer#2026',
};
const memberName = `${member.firstName} ${member.lastName}`;
/** The warehouse the owner assigns the member to; Maple's other two stay out of their sight. */
const assignedWarehouse = 'Los Angeles Gateway';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The owner's API, for what this walk does outside the admin pages (warehouse settings). */
async function ownerApi(request: APIRequestContext) {
  const token = await apiSignIn(request, demoOwner);
  return {
    async memberId(): Promise<string> {
      const response = await request.get('/api/v1/merchants/subaccounts', {
        headers: bearer(token),
      });
      const body = (await response.json()) as { data: { id: string; email: string | null }[] };
      const found = body.data.find((one) => one.email === member.email);
      if (!found) throw new Error(`${member.email} is not in the team`);
      return found.id;
    },
    /** Assigns the member to the warehouse, as its settings page does (multipart, operator_ids). */
    async assign(memberId: string): Promise<void> {
      const list = await request.get('/api/v1/merchants/warehouses', { headers: bearer(token) });
      const warehouses = ((await list.json()) as { data: { id: string; warehouse_name: string }[] })
        .data;
      const warehouse = warehouses.find((one) => one.warehouse_name === assignedWarehouse);
      if (!warehouse) throw new Error(`${assignedWarehouse} is not a Maple warehouse`);
      const response = await request.patch(`/api/v1/merchants/warehouses/${warehouse.id}`, {
        headers: bearer(token),
        multipart: { operator_ids: memberId },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/** The labels of the side navigation's areas. */
async function navAreas(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  return nav.getByRole('list').first().getByRole('link').allTextContents();
}

test('the owner adds a member with a texted code; the member sees only their areas; a removed permission and a deletion count from the next request', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two browsers, a texted code and two sign-ins on a machine shared with other suites.
  test.setTimeout(150_000);
  await useEnglish(page);

  // The owner adds the member: code texted to the new phone, read from the dev outbox.
  await page.goto('/login');
  await signIn(page, demoOwner);
  await expectSignedIn(page);
  await page.goto('/admin/team-member');
  await page.getByRole('button', { name: 'Add team member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add team member' });
  await dialog.getByRole('textbox', { name: /First name/ }).fill(member.firstName);
  await dialog.getByRole('textbox', { name: /Last name/ }).fill(member.lastName);
  await dialog.getByRole('textbox', { name: /Email/ }).fill(member.email);
  await dialog.getByRole('combobox', { name: 'Country code' }).selectOption(member.countryCode);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill(member.phone);
  await dialog.getByLabel(/^Password/).fill(member.password);
  await dialog.getByRole('checkbox', { name: /Warehouse and Parcels/ }).check();
  await dialog.getByRole('checkbox', { name: /Orders/ }).check();
  const add = dialog.getByRole('button', { name: 'Add member' });
  await expect(add).toBeDisabled();
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  const code = await codeSentTo(request, `${member.countryCode}${member.phone}`, sentAt);
  await dialog.getByRole('textbox', { name: /Verification code/ }).fill(code);
  await add.click();
  await expect(page.getByText('Team member added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article').filter({ hasText: memberName });
  await expect(card.getByText('Orders')).toBeVisible();
  await expect(card.getByText('No warehouse assigned')).toBeVisible();

  // The owner assigns one warehouse in its settings (the warehouse area's call).
  const owner = await ownerApi(request);
  const memberId = await owner.memberId();
  await owner.assign(memberId);
  await page.reload();
  await expect(card.getByText(assignedWarehouse)).toBeVisible();

  // The member signs in as a team member: only their areas, only their warehouse.
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const memberPage = await memberContext.newPage();
  await useEnglish(memberPage);
  await memberPage.goto('/login');
  await loginPageLive(memberPage);
  await memberPage.getByRole('radio', { name: 'Team member' }).check();
  await expect(memberPage.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  await signInWith(memberPage, member);
  await expectSignedIn(memberPage, memberName);
  await expect(memberPage).toHaveURL(/\/warehouse$/);
  expect(await navAreas(memberPage)).toEqual(['Warehouse and Parcels', 'Orders']);
  await expect(memberPage.getByRole('link', { name: assignedWarehouse })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Vancouver Main Warehouse' })).toHaveCount(0);
  const staleToken = await memberPage.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('jiyun.session') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

  // The owner removes the warehouse permission on the member's page.
  await card.getByRole('link', { name: `Edit ${memberName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/team-member/${memberId}$`));
  await page.getByRole('checkbox', { name: /Warehouse and Parcels/ }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // The member's next request with the old token is refused; the app's next page load takes the
  // new permissions: the warehouse area is gone and its list is refused.
  const refused = await request.get('/api/v1/merchants/warehouses', {
    headers: bearer(staleToken),
  });
  expect(refused.status()).toBe(401);
  await memberPage.reload();
  await expect(
    memberPage.getByRole('heading', { level: 1, name: "You don't have access to this area" }),
  ).toBeVisible();
  expect(await navAreas(memberPage)).toEqual(['Orders']);

  // The owner deletes the member; the member is signed out at their next request.
  await page.goto('/admin/team-member');
  await page.getByRole('button', { name: `Delete ${memberName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete team member?' });
  await expect(confirm.getByText(`${memberName} will be removed permanently`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${memberName} was deleted.`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: memberName })).toHaveCount(0);
  await memberPage.goto('/orders');
  await expect(memberPage).toHaveURL(/\/login/);
  await memberContext.close();
});
