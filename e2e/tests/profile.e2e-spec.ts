import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { newPage, withScreenshot } from '../support/browser.js';
import { setUpJourneys } from '../support/journeys.js';
import { expectAccessible } from '../support/axe.js';
import { expectInViewport, expectSameLeftEdge } from '../support/phone.js';

/** A small valid PNG (solid colour), so the server's content check sees a real image. */
function pngFile(dir: string, name: string, size = 16): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [11, 79, 138]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  const file = join(dir, name);
  writeFileSync(file, png);
  return file;
}

/** The picker card with this title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const openDialog = (page: Page) => page.getByRole('dialog');

async function closeDialog(page: Page, button: RegExp | string) {
  await openDialog(page).getByRole('button', { name: button }).click();
  // Wait for antd's closing animation before the next step (STACK-NOTES, trap 10).
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Picks a select's option by keyboard: type to filter where the select searches, else arrow down to it. */
async function chooseOption(page: Page, field: Locator, how: { search: string } | { arrowDowns: number }) {
  await field.click();
  if ('search' in how) await field.fill(how.search);
  else for (let i = 0; i < how.arrowDowns; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

async function signUp(page: Page, url: string, email: string) {
  await page.goto(`${url}/signup`);
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Keel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bridge-watch-0400-hours');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Morgan Keel' }).waitFor();
}

describe('profile settings journeys', () => {
  const suite = setUpJourneys();
  let files: string;
  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'crew-profile-e2e-'));
  });

  let seq = 0;
  const uniqueEmail = () => `e2e.profile.${Date.now().toString(36)}.${++seq}@example.com`;

  it('edits the profile, picks certifications in all five pickers, and finds everything after a reload', async () => {
    const { page, context } = await newPage(suite.browser);
    const email = uniqueEmail();

    await withScreenshot(page, 'profile-fields', async () => {
      await signUp(page, suite.product.url, email);
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      // The overview card's line (Sign-in and security names the address inside a sentence).
      await page.getByText(email, { exact: true }).waitFor();
      await page.getByText('Crew', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(2);
      await section(page, 'STCW Endorsements').waitFor();
      await expectAccessible(page, 'profile');

      await page.getByLabel('Position', { exact: true }).fill('Chief Officer');
      await page.keyboard.press('Escape');
      await chooseOption(page, page.getByLabel('Maritime Role'), { search: 'Chief Officer' });
      await page.locator('.ant-form-item').filter({ hasText: 'Maritime Role' }).getByTitle('Chief Officer', { exact: true }).waitFor();
      await page.getByLabel('Experience', { exact: true }).fill('9 years on motor yachts from 45 to 80 m');
      await page.getByLabel('Location', { exact: true }).fill('Antibes, France');
      await page.getByLabel('Years of experience').fill('9');
      await page.getByLabel('Short bio').fill('Chief Officer with a tender-driving and guest-service record.');
      await chooseOption(page, page.getByLabel('Availability'), { arrowDowns: 1 });
      await page.locator('.ant-form-item').filter({ hasText: 'Availability' }).getByTitle('Available with Notice', { exact: true }).waitFor();
      const searchable = page.getByRole('switch', { name: 'Show my profile in employer search' });
      expect(await searchable.getAttribute('aria-checked')).toBe('false');
      await searchable.click();

      // Free-text certifications: Enter or Add adds; empty and repeated text is ignored; a click removes.
      const newCert = page.getByLabel('New certification');
      await newCert.fill('Powerboat Level 2');
      await newCert.press('Enter');
      await newCert.fill('Food Hygiene Level 2');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await newCert.fill('powerboat level 2');
      await newCert.press('Enter');
      await newCert.fill('Temporary');
      await newCert.press('Enter');
      await page.getByRole('button', { name: 'Remove Temporary' }).click();
      const certs = page.getByRole('list', { name: 'Certifications' }).getByRole('listitem');
      expect(await certs.allInnerTexts()).toEqual(['Powerboat Level 2', 'Food Hygiene Level 2']);
      // Enter in the certification box did not submit the form.
      expect(await page.getByText('Profile updated').count()).toBe(0);

      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await page.getByText('Your profile has been successfully updated.').waitFor();
    });

    await withScreenshot(page, 'profile-stcw', async () => {
      const stcw = section(page, 'STCW Endorsements');
      await stcw.getByText('No STCW endorsements selected').waitFor();
      await stcw.getByText('Add your maritime certifications to showcase your qualifications').waitFor();
      await stcw.getByRole('button', { name: 'Add Endorsements' }).click();
      const dialog = openDialog(page);
      await dialog.getByText('Select STCW Endorsements').waitFor();
      await expectAccessible(page, 'STCW picker');
      expect(await dialog.getByRole('tab').allInnerTexts()).toEqual([
        'All', 'Selected (0)', 'Recommended', 'Mandatory', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating', 'Basic Safety', 'Advanced Safety', 'Specialized', 'Tanker',
      ]);
      expect(await dialog.getByRole('button', { name: 'Clear All' }).count()).toBe(0);

      const search = dialog.getByPlaceholder('Search endorsements...');
      await search.fill('no such course');
      await dialog.getByText('No endorsements found matching your search.').waitFor();
      await search.fill('ECDIS');
      await dialog.getByRole('checkbox', { name: /Electronic Chart Display/ }).check();
      await search.fill('');
      await dialog.getByRole('tab', { name: 'Tanker' }).click();
      await dialog.getByRole('checkbox', { name: /Advanced Training for Oil Tanker Cargo Operations/ }).check();
      await dialog.getByRole('tab', { name: 'Selected (2)' }).waitFor();

      await dialog.getByRole('button', { name: 'Add Recommended for Chief Officer' }).click();
      await dialog.getByRole('tab', { name: 'Recommended' }).click();
      expect(await dialog.getByRole('checkbox').count()).toBe(8);
      expect(await dialog.getByRole('checkbox', { checked: false }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Clear All' }).click();
      await dialog.getByRole('tab', { name: 'Selected (0)' }).waitFor();
      await dialog.getByRole('button', { name: 'Add Mandatory Basic Training' }).click();
      await dialog.getByRole('tab', { name: 'Mandatory' }).click();
      expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(5);
      await dialog.getByRole('tab', { name: 'All' }).click();
      await search.fill('ecdis');
      await dialog.getByRole('checkbox', { name: /Electronic Chart Display/ }).check();
      await closeDialog(page, 'Done (6 selected)');

      const basic = stcw.getByRole('region', { name: 'Basic Safety Training' });
      await basic.getByText('5 selected').waitFor();
      await basic.getByRole('button', { name: 'Remove Elementary First Aid' }).click();
      await basic.getByText('4 selected').waitFor();
      await stcw.getByRole('region', { name: 'Specialized Endorsements' }).getByText('1 selected').waitFor();
    });

    await withScreenshot(page, 'profile-uscg', async () => {
      const uscg = section(page, 'USCG Licenses');
      await uscg.getByText('No USCG licenses selected').waitFor();
      await uscg.getByText('Click "Add Licenses" to get started').waitFor();
      await uscg.getByRole('button', { name: 'Add Licenses' }).click();
      const dialog = openDialog(page);
      await dialog.getByText('Select USCG Licenses').waitFor();
      expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['All', 'Deck Officer', 'Engine Officer', 'Deck Rating', 'Engine Rating']);
      await dialog.getByRole('tab', { name: 'Engine Officer' }).click();
      expect(await dialog.getByRole('checkbox', { name: /Master of Self-Propelled/ }).count()).toBe(0);
      await dialog.getByRole('tab', { name: 'All' }).click();
      await dialog.getByPlaceholder('Search licenses by name or CFR code...').fill('11.404');
      const master = dialog.getByRole('checkbox', { name: /Master of Self-Propelled Vessels of Unlimited Tonnage/ });
      await dialog.getByText('Tonnage: Unlimited').first().waitFor();
      await master.check();
      await dialog.getByRole('button', { name: 'Done (1 selected)' }).waitFor();
      // Cancel only closes: the selection already applied.
      await closeDialog(page, 'Cancel');
      await uscg.getByRole('region', { name: 'Deck Officer' }).getByText('1 selected').waitFor();
    });

    await withScreenshot(page, 'profile-mca', async () => {
      const mca = section(page, 'MCA (UK) Certificates');
      await mca.getByRole('button', { name: 'Add MCA Certificate' }).click();
      const dialog = openDialog(page);
      await dialog.getByText('Select MCA (UK) Certificates').waitFor();
      const tabs = await dialog.getByRole('tab').allInnerTexts();
      expect(tabs.slice(0, 2)).toEqual(['All', 'Selected']);
      expect(tabs).toContain('Yacht Officer');
      expect(tabs).toContain('Pilot');
      await dialog.getByPlaceholder('Search MCA certificates...').fill('(Yacht) Less Than 3000');
      await dialog.getByText('3 found').waitFor();
      await dialog.getByRole('checkbox', { name: /Master \(Yacht\) Less Than 3000 GT/ }).check();
      await dialog.getByPlaceholder('Search MCA certificates...').fill('');
      await dialog.getByRole('tab', { name: 'Pilot' }).click();
      await dialog.getByText('0 found').waitFor();
      await dialog.getByRole('tab', { name: 'Selected' }).click();
      await dialog.getByText('1 found').waitFor();
      await closeDialog(page, 'Done (1 selected)');
      await mca.getByText('Selected MCA Certificates:').waitFor();
      await mca.getByRole('button', { name: 'Remove Master (Yacht) Less Than 3000 GT' }).waitFor();
    });

    await withScreenshot(page, 'profile-other-authorities', async () => {
      const other = section(page, 'Other Issuing Authorities');
      await other.getByText('No certificates from other authorities selected').waitFor();
      await other.getByRole('button', { name: 'Add Certificates' }).click();
      const dialog = openDialog(page);
      await dialog.getByText('Select Certificates from Other Authorities').waitFor();
      expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['All', 'Selected', 'Transport Canada', 'Australian Maritime Safety Authority', 'Norwegian Maritime Authority', 'Liberia Maritime Authority']);
      await dialog.getByRole('tab', { name: 'Transport Canada' }).click();
      await dialog.getByRole('checkbox', { name: /Master Mariner/ }).check();
      await dialog.getByRole('tab', { name: 'All' }).click();
      await dialog.getByPlaceholder('Search by certificate name, authority, or country...').fill('australia');
      await dialog.getByRole('checkbox', { name: /Master \(Unlimited\)/ }).check();
      await closeDialog(page, 'Done (2 selected)');
      await other.getByRole('region', { name: 'Australian Maritime Safety Authority' }).getByRole('button', { name: 'Remove Master (Unlimited)' }).click();
      await other.getByRole('region', { name: 'Australian Maritime Safety Authority' }).waitFor({ state: 'detached' });
      await other.getByRole('region', { name: 'Transport Canada' }).getByText('1 selected').waitFor();
    });

    await withScreenshot(page, 'profile-equivalencies', async () => {
      const eq = section(page, 'CoC Equivalencies & Cross-overs');
      await eq.getByText('No certificate equivalencies selected').waitFor();
      await eq.getByRole('button', { name: 'Add Equivalencies' }).click();
      const dialog = openDialog(page);
      await dialog.getByText('Select Certificate Equivalencies').waitFor();
      expect((await dialog.getByRole('tab').allInnerTexts()).slice(0, 2)).toEqual(['All', 'Selected']);
      await dialog.getByPlaceholder('Search by certificate name, authority, or equivalency...').fill('transport canada');
      expect(await dialog.getByRole('checkbox').count()).toBe(1);
      await dialog.getByPlaceholder('Search by certificate name, authority, or equivalency...').fill('');
      await dialog.getByRole('tab', { name: 'MCA' }).click();
      await dialog.getByRole('checkbox', { name: /Master Unlimited \(STCW II\/2\) → / }).check();
      await closeDialog(page, 'Done (1 selected)');
      await eq.getByRole('region', { name: 'From MCA' }).getByText('1 selected').waitFor();
    });

    await withScreenshot(page, 'profile-save-and-reload', async () => {
      await page.getByRole('button', { name: 'Save Changes' }).last().click();
      await page.getByText('Your profile has been successfully updated.').waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      expect(await page.getByLabel('Position', { exact: true }).inputValue()).toBe('Chief Officer');
      await page.locator('.ant-form-item').filter({ hasText: 'Maritime Role' }).getByTitle('Chief Officer', { exact: true }).waitFor();
      expect(await page.getByLabel('Experience', { exact: true }).inputValue()).toBe('9 years on motor yachts from 45 to 80 m');
      expect(await page.getByLabel('Location', { exact: true }).inputValue()).toBe('Antibes, France');
      expect(await page.getByLabel('Years of experience').inputValue()).toBe('9');
      expect(await page.getByLabel('Short bio').inputValue()).toBe('Chief Officer with a tender-driving and guest-service record.');
      await page.locator('.ant-form-item').filter({ hasText: 'Availability' }).getByTitle('Available with Notice', { exact: true }).waitFor();
      expect(await page.getByRole('switch', { name: 'Show my profile in employer search' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('list', { name: 'Certifications' }).getByRole('listitem').allInnerTexts()).toEqual(['Powerboat Level 2', 'Food Hygiene Level 2']);

      const stcw = section(page, 'STCW Endorsements');
      await stcw.getByRole('region', { name: 'Basic Safety Training' }).getByText('4 selected').waitFor();
      await stcw.getByRole('button', { name: 'Remove Electronic Chart Display and Information System (ECDIS)' }).waitFor();
      expect(await stcw.getByRole('button', { name: 'Remove Elementary First Aid' }).count()).toBe(0);
      await section(page, 'USCG Licenses').getByRole('button', { name: 'Remove Master of Self-Propelled Vessels of Unlimited Tonnage' }).waitFor();
      await section(page, 'MCA (UK) Certificates').getByRole('button', { name: 'Remove Master (Yacht) Less Than 3000 GT' }).waitFor();
      await section(page, 'Other Issuing Authorities').getByRole('button', { name: 'Remove Master Mariner' }).waitFor();
      await section(page, 'CoC Equivalencies & Cross-overs').getByRole('region', { name: 'From MCA' }).waitFor();
    });

    await context.close();
  });

  it('checks the photo before uploading, uploads it on request with progress, and the navigation avatar shows it', async () => {
    const { page, context } = await newPage(suite.browser);
    const photo = pngFile(files, 'portrait.png', 64);
    const notAnImage = join(files, 'notes.txt');
    writeFileSync(notAnImage, 'not a photo');
    const tooBig = join(files, 'huge.png');
    writeFileSync(tooBig, Buffer.alloc(5_242_881, 1));

    await withScreenshot(page, 'profile-photo', async () => {
      await signUp(page, suite.product.url, uniqueEmail());
      const navAvatar = page.getByRole('button', { name: 'User menu' });
      expect(await navAvatar.locator('img').count()).toBe(0);
      await page.goto(`${suite.product.url}/profile`);
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();

      const input = page.locator('input[type="file"]');
      const uploads: string[] = [];
      page.on('request', (r) => r.url().includes('/api/objects/upload') && uploads.push(`${r.method()} ${new URL(r.url()).pathname}`));

      await input.setInputFiles(notAnImage);
      await page.getByText('You can only upload: image/*').waitFor();
      await input.setInputFiles(tooBig);
      await page.getByText('huge.png exceeds maximum allowed size of 5 MB').waitFor();
      await input.setInputFiles([photo, pngFile(files, 'second.png')]);
      await page.getByText('You can only upload 1 file(s)').waitFor();
      expect(await page.getByRole('button', { name: 'Upload Photo' }).isDisabled()).toBe(true);

      await input.setInputFiles(photo);
      await page.getByText('portrait.png').waitFor();
      await page.getByRole('img', { name: 'Selected photo preview' }).waitFor();
      // Choosing a file never starts the upload by itself.
      await page.waitForTimeout(300);
      expect(uploads).toEqual([]);

      await page.getByRole('button', { name: 'Upload Photo' }).click();
      await page.getByText('Your profile photo has been successfully updated.').waitFor();
      expect(uploads).toEqual(['POST /api/objects/upload', expect.stringMatching(/^PUT \/api\/objects\/upload\/[0-9a-f-]{36}$/)]);

      // The user query refreshed: the navigation avatar is now the stored object, and it loads.
      const img = navAvatar.locator('img');
      await img.waitFor();
      expect(await img.getAttribute('src')).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 64, await img.elementHandle());
      expect(await page.getByRole('img', { name: 'Morgan Keel' }).first().getAttribute('src')).toMatch(/^\/api\/objects\//);
    });
    await context.close();
  });

  it('lays the profile out for a phone without sideways scrolling', async () => {
    const { page, context } = await newPage(suite.browser, { width: 375, height: 740 });
    await withScreenshot(page, 'profile-mobile', async () => {
      await signUp(page, suite.product.url, uniqueEmail());
      await page.goto(`${suite.product.url}/profile`);
      await section(page, 'STCW Endorsements').waitFor();
      // Nothing in the form reaches past its own edge (a Row's gutter margin sits in the page padding).
      const overflowing = await page.evaluate(() => {
        const form = document.querySelector('form[aria-label="Profile settings"]')!;
        const edge = form.getBoundingClientRect().right + 12;
        return [...form.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge + 0.5).map((el) => `${el.tagName}.${el.className}`);
      });
      expect(overflowing).toEqual([]);
      // The fields form one column with one left edge (side by side, a two-line label pushed one down).
      await expectSameLeftEdge(page.locator('form[aria-label="Profile settings"] .ant-form-item .ant-form-item-control-input'));
      await expectAccessible(page, 'profile on a phone');
      await section(page, 'STCW Endorsements').getByRole('button', { name: 'Add Endorsements' }).click();
      // Done is on screen as the picker opens, without scrolling past twelve tabs and the list.
      const done = openDialog(page).getByRole('button', { name: /^Done/ });
      await done.waitFor();
      await page.locator('.ant-modal').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await expectInViewport(page, done);
      await expectAccessible(page, 'STCW picker on a phone');
      await openDialog(page).getByRole('tab', { name: 'Tanker' }).click();
      await expectInViewport(page, done);
      // The dialog and its wrapped tabs fit the phone's width.
      const dialogBox = (await page.locator('.ant-modal').boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
      for (const tab of await openDialog(page).getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await closeDialog(page, 'Cancel');
    });
    await context.close();
  });
});
