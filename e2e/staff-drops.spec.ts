// Staff collection upkeep on /admin/collections: editing an upcoming drop (every field, the
// new name reaching the shop's own page of the drop), a started drop's start being read-only
// and refused by the server, and deleting an empty drop after a confirmation (a drop with
// products offers no delete). At 390 px and 1280 px.
import { test, expect } from './support/fixtures.ts';
import { Catalogue, unique } from './support/catalogue.ts';
import { openAsStaff } from './support/session.ts';
import { look } from './support/look.ts';
import { hubLink } from './support/staff.ts';
import { toasts } from './support/toasts.ts';

const DAY = 86_400_000;

for (const width of [390, 1280]) {
  test(`staff edit an upcoming collection and delete an empty one (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const catalogue = await Catalogue.asStaff(request);
    const upcoming = await catalogue.drop(2 * DAY, { name: unique('Kolekcja jesienna') });
    const started = await catalogue.drop(-3_600_000, { name: unique('Kolekcja trwająca') });
    await catalogue.product(started.id);

    await openAsStaff(page, '/admin');
    await hubLink(page, 'Edytuj Kolekcje').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kolekcje' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Kolekcje' });
    const upcomingItem = list.getByRole('listitem', { name: upcoming.name });
    await expect(upcomingItem.getByText('Nadchodząca')).toBeVisible();
    const startedItem = list.getByRole('listitem', { name: started.name });
    await expect(startedItem.getByText('Trwa', { exact: true })).toBeVisible();
    await expect(startedItem.getByText('1 produkt')).toBeVisible();
    // A drop with products cannot be deleted, so it offers no button for it.
    await expect(startedItem.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await look(page, `staff-upkeep-drops-${width}`, { fullPage: true });

    // Every field of the upcoming drop, its start moved by a day.
    await upcomingItem.getByRole('link', { name: `Edytuj: ${upcoming.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edytuj kolekcję' })).toBeVisible();
    await expect(page.getByLabel('Nazwa')).toHaveValue(upcoming.name);
    const renamed = unique('Kolekcja zimowa');
    await page.getByLabel('Nazwa').fill(renamed);
    await page.getByLabel('Krótki opis').fill('Nowy krótki opis');
    await page.getByLabel('Opis', { exact: true }).fill('Nowy, dłuższy opis kolekcji.');
    await page.getByRole('checkbox', { name: 'Sport' }).check();
    await page.getByLabel('Data i godzina kolekcji').fill('2031-06-01T12:00');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(toasts(page).getByText('Kolekcja została zaktualizowana.')).toBeVisible();
    await look(page, `staff-upkeep-drop-edit-${width}`, { fullPage: true });

    const stored = await (await request.get(`/api/drops/${upcoming.id}`)).json();
    expect(stored).toMatchObject({
      name: renamed,
      slug: upcoming.slug,
      shortDescription: 'Nowy krótki opis',
      description: 'Nowy, dłuższy opis kolekcji.',
      categories: ['ELECTRONICS', 'SPORT'],
      dropTime: await page.evaluate(() => new Date('2031-06-01T12:00').toISOString()),
    });
    // The shop's page of the drop (kept answers included) shows the new name.
    await page.getByRole('link', { name: 'Zobacz kolekcję' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // A started drop: its start is read-only here, and the server refuses a moved one.
    await page.goto(`/admin/edit-collection/${started.id}`);
    await expect(page.getByLabel('Data i godzina kolekcji')).toHaveAttribute('readonly', '');
    await expect(
      page.getByText('Kolekcja już się rozpoczęła: daty i godziny rozpoczęcia nie można zmienić.'),
    ).toBeVisible();
    await page.getByLabel('Krótki opis').fill('Trwa do wyczerpania zapasów');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(toasts(page).getByText('Kolekcja została zaktualizowana.')).toBeVisible();
    const moved = await request.put(`/api/drops/${started.id}`, {
      headers: { authorization: `Bearer ${catalogue.token}` },
      data: {
        name: started.name,
        shortDescription: 'x',
        description: 'x',
        categories: ['ELECTRONICS'],
        dropTime: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(moved.status()).toBe(409);
    expect((await moved.json()).message).toBe(
      'Kolekcja już się rozpoczęła: nie można zmienić jej daty i godziny rozpoczęcia',
    );

    // Deleting the empty drop, after the confirmation.
    await page.goto('/admin/collections');
    const renamedItem = list.getByRole('listitem', { name: renamed });
    await renamedItem.getByRole('button', { name: `Usuń: ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usunąć kolekcję?' });
    await expect(dialog).toContainText(`Kolekcja „${renamed}” zostanie usunięta na stałe.`);
    await dialog.getByRole('button', { name: 'Usuń kolekcję' }).click();
    await expect(toasts(page).getByText('Kolekcja została usunięta.')).toBeVisible();
    await expect(renamedItem).toHaveCount(0);
    expect((await request.get(`/api/drops/${upcoming.id}`)).status()).toBe(404);
  });
}

test('a start the shop cannot schedule is refused in the form, in Polish, and nothing is sent', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/drops')) posts.push(sent.url());
  });
  await openAsStaff(page, '/admin/create-collection');
  await page.getByLabel('Nazwa').fill(unique('Kolekcja z daleka'));
  await page.getByLabel('Data i godzina kolekcji').fill('9999-12-31T10:00');
  await page.getByRole('button', { name: 'Utwórz kolekcję' }).click();
  await expect(page.getByText('Kolekcję można zaplanować na lata 2000–2099')).toBeVisible();
  expect(posts).toEqual([]);
});
