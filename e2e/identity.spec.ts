import { expect, test, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import {
  EXIF_SECRET,
  PROOF_PDF,
  drawPicture,
  pickIdSides,
  shoot,
  signOut,
  withExif,
} from './support/identity';
import { adminSession, expectNoSidewaysScroll, signedInCustomer } from './support/money';
import { signIn } from './support/users';

async function expectAvatarInTopBar(page: Page) {
  const avatar = page.getByRole('banner').getByRole('link', { name: 'My account' });
  const picture = avatar.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/users\/avatar\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('my account: profile details and a profile picture that stays after signing in again', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, page } = await signedInCustomer(browser, request, 'Katherine', 'Johnson');
  const picture = withExif(await drawPicture(page, 'KJ', { type: 'jpeg', colour: '#7c3aed' }));

  await test.step('the page shows the profile of SPEC.md §2', async () => {
    await page.goto('/MyAccountPage');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details).toContainText('Katherine Johnson');
    await expect(details).toContainText(customer.email);
    await expect(details).toContainText(customer.phone);
    await expect(details).toContainText('customer');
    await expect(details).toContainText(/Account number\s*[1-9]\d{9}/);
    await expect(details).toContainText('$0.00');
    await expect(page.getByRole('region', { name: 'Login activities' })).toContainText('Login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toHaveText('KJ');
  });

  await test.step('a chosen picture is previewed, then uploaded without its Exif data', async () => {
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: picture,
    });
    await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.identity.avatarUpdated })).toBeVisible();
    const shown = page.getByRole('img', { name: 'Your profile picture' });
    await expect(shown).toHaveAttribute('src', /^\/users\/avatar\//);
    await expectAvatarInTopBar(page);
    const served = await page.request.get((await shown.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/webp'); // avatars are re-encoded as WebP
    const bytes = await served.body();
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    await shoot(page, 'identity-my-account-1280');
  });

  await test.step('a file that is not an image is refused before it is sent', async () => {
    await page.getByLabel('Choose a picture').setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: PROOF_PDF,
    });
    await expect(page.getByRole('alert')).toHaveText(messages.identity.avatarChooseImage);
    await expect(page.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  });

  await test.step('after signing out and in again the picture is on the page and in the top bar', async () => {
    await signOut(page);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL('/dashboard');
    await expectAvatarInTopBar(page);
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL('/MyAccountPage');
    const shown = page.getByRole('img', { name: 'Your profile picture' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('at 390 px the page fits the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Account details' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'identity-my-account-390');
  });
});

async function submitKyc(page: Page, idNumber: string) {
  const front = await drawPicture(page, 'ID FRONT', { type: 'png', colour: '#1d4ed8' });
  const back = await drawPicture(page, 'ID BACK', { type: 'jpeg', colour: '#b91c1c' });
  await page.getByLabel('ID number').fill(idNumber);
  await pickIdSides(page, front, back);
  await page
    .getByLabel('Proof of address (image or PDF)')
    .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

async function openAdminKyc(admin: Page) {
  await admin
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'KYC', exact: true })
    .click();
  await expect(admin).toHaveURL('/admin/kyc');
}

function kycRow(admin: Page, email: string) {
  return admin.getByRole('region', { name: 'KYC submissions' }).getByRole('row').filter({ hasText: email });
}

test('KYC: submit, rejected with a reason, resubmit, approved', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { customer, page } = await signedInCustomer(browser, request, 'Dorothy', 'Vaughan');
  const status = page.getByRole('region', { name: 'Review status' });

  await test.step('the customer submits the documents and sees Pending', async () => {
    await page.goto('/KycVerificationPage');
    await expect(page.getByRole('heading', { name: 'KYC Verification' })).toBeVisible();
    await expect(status).toContainText('Not submitted');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(messages.identity.kycFileRequired('the front of your ID'))).toBeVisible();
    await shoot(page, 'identity-kyc-form-1280');
    await submitKyc(page, 'DV-19110920');
    await expect(page.getByRole('status').filter({ hasText: messages.identity.kycSubmitted })).toBeVisible();
    await expect(status).toContainText('Pending');
    await expect(status).toContainText('****0920');
    await expect(page.getByRole('form', { name: 'KYC documents' })).toHaveCount(0);
  });

  const admin = await adminSession(browser);
  await test.step('the administrator opens the documents and rejects with a reason', async () => {
    await openAdminKyc(admin);
    await expect(admin).toHaveURL('/admin/kyc');
    const row = kycRow(admin, customer.email);
    await expect(row).toContainText('DV-19110920');
    await row.getByRole('button', { name: /^ID front/ }).click();
    const front = admin.getByRole('img', { name: 'ID front of Dorothy Vaughan' });
    await expect(front).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await shoot(admin, 'identity-admin-kyc-1280');
    await row.getByRole('button', { name: /^Proof of address/ }).click();
    await expect(
      admin.getByRole('link', { name: /Open Proof of address of Dorothy Vaughan/ }),
    ).toHaveAttribute('href', /^blob:/);
    await row.getByRole('button', { name: /^Reject/ }).click();
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText(messages.adminKyc.reasonRequired)).toBeVisible();
    await admin.getByLabel('Reason for rejection').fill('The ID photo is blurred');
    await admin.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(admin.getByText(messages.adminKyc.rejected('Dorothy Vaughan'))).toBeVisible();
    await expect(kycRow(admin, customer.email)).toHaveCount(0);
  });

  await test.step('the customer sees Rejected with the reason and submits again', async () => {
    await page.reload();
    await expect(status).toContainText('Rejected');
    await expect(status).toContainText('The ID photo is blurred');
    await shoot(page, 'identity-kyc-rejected-1280');
    await submitKyc(page, 'DV-19110921');
    await expect(status).toContainText('Pending');
  });

  await test.step('the administrator approves and the customer sees Approved', async () => {
    await admin.reload();
    await kycRow(admin, customer.email)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(admin.getByText(messages.adminKyc.approved('Dorothy Vaughan'))).toBeVisible();
    await page.reload();
    await expect(status).toContainText('Approved');
    await expect(page.getByRole('form', { name: 'KYC documents' })).toHaveCount(0);
  });

  await test.step('at 390 px both pages fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(status).toContainText('Approved');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'identity-kyc-390');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByLabel('Status').selectOption('Rejected');
    await expect(kycRow(admin, customer.email)).toContainText('The ID photo is blurred');
    await shoot(admin, 'identity-admin-kyc-390');
  });
});

test('next of kin: saved, shown again after reload, and editable', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { page } = await signedInCustomer(browser, request, 'Mary', 'Jackson');
  const front = await drawPicture(page, 'KIN FRONT', { type: 'png' });
  const back = await drawPicture(page, 'KIN BACK', { type: 'jpeg' });

  await test.step('the form checks the fields and saves them with both ID images', async () => {
    await page.goto('/NextOfKinForm');
    await expect(page.getByRole('heading', { name: 'Next of Kin' })).toBeVisible();
    await expect(page.getByLabel('Gender')).toHaveValue('Male');
    await page.getByLabel('Full name').fill('Levi <b>Jackson</b>');
    await page.getByLabel('Email').fill('levi.example');
    await page.getByLabel('Phone').fill('call me');
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await page.getByRole('button', { name: 'Save next of kin' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Use digits, spaces, +, ( ) and - only.')).toBeVisible();
    await expect(page.getByText('The date of birth must be in the past.')).toBeVisible();

    await page.getByLabel('Email').fill('levi@example.com');
    await page.getByLabel('Phone').fill('+1 (757) 555-0199');
    await page.getByLabel('Gender').selectOption('Other');
    await page.getByLabel('Date of birth').fill('1915-04-09');
    await page.getByLabel('Address').fill('12 Langley Road, Hampton');
    await page.getByLabel('State').fill('Virginia');
    await page.getByRole('button', { name: 'Save next of kin' }).click();
    await expect(page.getByText(messages.identity.nextOfKinDocumentsRequired).first()).toBeVisible();
    await pickIdSides(page, front, back);
    await shoot(page, 'identity-next-of-kin-1280');
    await page.getByRole('button', { name: 'Save next of kin' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: messages.identity.nextOfKinSaved }),
    ).toBeVisible();
  });

  await test.step('after a reload the saved values are in the form, the name as plain text', async () => {
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Levi <b>Jackson</b>');
    await expect(page.getByLabel('Email')).toHaveValue('levi@example.com');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 (757) 555-0199');
    await expect(page.getByLabel('Gender')).toHaveValue('Other');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1915-04-09');
    await expect(page.getByLabel('Address')).toHaveValue('12 Langley Road, Hampton');
    await expect(page.getByLabel('State')).toHaveValue('Virginia');
    await expect(page.getByRole('link', { name: 'Download the stored ID front' })).toHaveAttribute(
      'href',
      '/users/next-of-kin/documents/idFront',
    );
  });

  await test.step('an edit without new images keeps the stored ones', async () => {
    await page.getByLabel('Full name').fill('Levi Jackson');
    await page.getByRole('button', { name: 'Save next of kin' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: messages.identity.nextOfKinSaved }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Levi Jackson');
    const stored = await page.request.get('/users/next-of-kin/documents/idBack');
    expect(stored.headers()['content-type']).toBe('image/jpeg');
  });

  await test.step('at 390 px the form fits the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByLabel('Full name')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'identity-next-of-kin-390');
  });
});
