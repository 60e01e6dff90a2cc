import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// The admin panel end to end: the demo admin changes content through /admin and the public
// pages show it at once. Each test uses its own names so that reruns never collide.
const stamp = () => Date.now().toString(36);

function pdf(text: string) {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openCategory(page: Page, tab: string, year?: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (year) await page.getByLabel('Year', { exact: true }).selectOption(year);
}

test('the admin adds a third-year note with an uploaded PDF, renames it and deletes it', async ({ page, request }) => {
  const title = `E2E Compiler Design Notes ${stamp()}`;
  const renamed = `${title} (all units)`;
  await signIn(page, 'admin');
  await openCategory(page, 'notes', 'thirdYear');

  const form = page.getByRole('form', { name: 'Add to notes' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Subject', { exact: true }).fill('Compiler Design');
  await form
    .getByLabel('Upload a file for Download link', { exact: true })
    .setInputFiles({ name: 'cd-unit-1.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await expect(form.getByText('Uploaded cd-unit-1.pdf')).toBeVisible();
  await expect(form.getByLabel('Download link', { exact: true })).toHaveValue(/^\/files\/uploads\/[0-9a-f]{64}\.pdf$/);
  const link = await form.getByLabel('Download link', { exact: true }).inputValue();
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // The uploaded file is served as the PDF it is, under its own name.
  const file = await request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.headers()['content-disposition']).toContain('cd-unit-1.pdf');

  await page.goto('/Study_material/ThirdYearStudyMaterialPage');
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  await openCategory(page, 'notes', 'thirdYear');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit notes record' });
  await edit.getByLabel('Title', { exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await page.goto('/Study_material/ThirdYearStudyMaterialPage');
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();

  await openCategory(page, 'notes', 'thirdYear');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  await page.goto('/Study_material/ThirdYearStudyMaterialPage');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('the admin adds a job and a project, and they show on the job portal and mini projects', async ({ page }) => {
  const role = `E2E Firmware Intern ${stamp()}`;
  const project = `E2E Hostel Mess Menu ${stamp()}`;
  await signIn(page, 'admin');

  await openCategory(page, 'jobs');
  await expect(page.getByLabel('Year', { exact: true })).toHaveCount(0); // jobs have no year
  const job = page.getByRole('form', { name: 'Add to jobs' });
  await job.getByLabel('Role', { exact: true }).fill(role);
  await job.getByLabel('Company', { exact: true }).fill('Orbit Labs');
  await job.getByLabel('Location', { exact: true }).fill('Pune');
  await job.getByLabel('Apply link', { exact: true }).fill('https://orbit.example/apply');
  await job.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByRole('cell', { name: role, exact: true })).toBeVisible();
  await page.goto('/Job_portal');
  await expect(page.getByText(role, { exact: true })).toBeVisible();

  await openCategory(page, 'projects');
  const form = page.getByRole('form', { name: 'Add to projects' });
  await form.getByLabel('Card title', { exact: true }).fill(project);
  await form.getByLabel('Site name', { exact: true }).fill('MessMate');
  await form.getByLabel('Level', { exact: true }).selectOption('beginner');
  await form.getByLabel('Upload a file for Image', { exact: true }).setInputFiles({ name: 'mess.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('Uploaded mess.png')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of mess.png' })).toBeVisible();
  await form.getByLabel('Site link', { exact: true }).fill('https://mess.example');
  await form.getByLabel('Buy link', { exact: true }).fill('https://mess.example/buy');
  await form.getByLabel('Price (₹)', { exact: true }).fill('399');
  await form.getByLabel('Original price (₹)', { exact: true }).fill('799');
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByRole('cell', { name: project, exact: true })).toBeVisible();
  await page.goto('/mini_project');
  await expect(page.getByText(project, { exact: true }).first()).toBeVisible();

  // Deleting both leaves the demo content as the other suites expect it.
  page.on('dialog', (dialog) => void dialog.accept());
  await openCategory(page, 'jobs');
  await page.getByRole('button', { name: `Delete ${role}` }).click();
  await expect(page.getByRole('cell', { name: role, exact: true })).toHaveCount(0);
  await openCategory(page, 'projects');
  await page.getByRole('button', { name: `Delete ${project}` }).click();
  await expect(page.getByRole('cell', { name: project, exact: true })).toHaveCount(0);
  await page.goto('/Job_portal');
  await expect(page.getByRole('heading', { name: 'IT Job Portal' })).toBeVisible();
  await expect(page.getByText(role, { exact: true })).toHaveCount(0);
});

test('a student is told the admin panel is not for them', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/admin');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
});
