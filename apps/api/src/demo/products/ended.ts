// Products of the two finished drops: dynamic ones are withdrawn by now, fixed-price ones
// can still be bought.
import type { DemoProduct } from './types.ts';

export const ENDED_PRODUCTS: DemoProduct[] = [
  {
    drop: 'sport-archive',
    name: 'Piłka nożna Select Brillant Super, rozmiar 5',
    description:
      'Meczowa piłka z certyfikatem FIFA Quality Pro. Nowa, bez śladów użytkowania; ' +
      'opakowanie zbiorcze.',
    category: 'SPORT',
    condition: 'NEW',
    msrp: 549,
    purchasePrice: 160,
    stock: 0,
    picture: { kind: 'football', main: '#1f2937', accent: '#f59e0b', views: 1 },
  },
  {
    drop: 'sport-archive',
    name: 'Hantle żeliwne 2 × 10 kg z gryfami',
    description:
      'Komplet dwóch hantli z regulowanymi obciążeniami i zakręcanymi zaciskami. Talerze mają ' +
      'drobne otarcia lakieru po ekspozycji w sklepie.',
    category: 'SPORT',
    condition: 'USED',
    msrp: 329,
    purchasePrice: 90,
    stock: 2,
    picture: { kind: 'dumbbell', main: '#374151', accent: '#ef4444', views: 1 },
  },
  {
    drop: 'sport-archive',
    name: 'Mata do jogi Manduka PRO 6 mm',
    description:
      'Gęsta, antypoślizgowa mata o długości 180 cm. Nowa, sprzedawana po stałej cenie – nie ' +
      'tanieje razem z kolekcją.',
    category: 'SPORT',
    condition: 'NEW',
    msrp: 599,
    price: 349,
    purchasePrice: 170,
    stock: 3,
    sourceUrl: 'https://www.manduka.com/products/prolite-yoga-mat',
    picture: { kind: 'yogaMat', main: '#7c3aed', accent: '#a3a3a3', views: 1 },
  },
  {
    drop: 'sport-archive',
    name: 'Bluza treningowa Nike Dri-FIT, rozmiar L',
    description: 'Lekka bluza z kapturem, odprowadza wilgoć. Zwrot konsumencki, metki na miejscu.',
    category: 'CLOTHING',
    condition: 'USED',
    msrp: 279,
    purchasePrice: 70,
    stock: 1,
    picture: { kind: 'hoodie', main: '#334155', accent: '#e2e8f0', views: 1 },
  },
  {
    drop: 'sport-archive',
    name: 'Koszulka biegowa Adidas Own the Run, rozmiar M',
    description: 'Oddychająca koszulka z elementami odblaskowymi. Nowa, bez metki producenta.',
    category: 'CLOTHING',
    condition: 'NEW',
    msrp: 149,
    purchasePrice: 35,
    stock: 4,
    picture: { kind: 'tshirt', main: '#0ea5e9', accent: '#f8fafc', views: 1 },
  },
  {
    drop: 'tech-archive',
    name: 'Słuchawki bezprzewodowe Sony WH-1000XM4 – zwrot konsumencki',
    description:
      'Flagowe słuchawki z aktywną redukcją szumów i 30 godzinami pracy na baterii. Zwrócone ' +
      'po kilku dniach, komplet akcesoriów, etui lekko porysowane.',
    category: 'ELECTRONICS',
    condition: 'USED',
    msrp: 1499,
    purchasePrice: 480,
    stock: 1,
    sourceUrl:
      'https://www.sony.pl/electronics/sluchawki-bezprzewodowe-z-redukcja-szumow/wh-1000xm4',
    picture: { kind: 'headphones', main: '#1f2328', accent: '#c9a46a', views: 3 },
  },
  {
    drop: 'tech-archive',
    name: 'Głośnik przenośny JBL Flip 6',
    description:
      'Wodoodporny głośnik Bluetooth (IP67) z 12 godzinami odtwarzania. Nowy, opakowanie ' +
      'uszkodzone w transporcie.',
    category: 'ELECTRONICS',
    condition: 'NEW',
    msrp: 549,
    purchasePrice: 190,
    stock: 1,
    picture: { kind: 'speaker', main: '#1e3a5f', accent: '#f97316', views: 1 },
  },
  {
    drop: 'tech-archive',
    name: 'Aparat Canon EOS 250D z obiektywem 18-55 mm',
    description:
      'Lustrzanka dla początkujących, przebieg migawki około 1200 zdjęć. Brak ładowarki ' +
      'w zestawie – akumulator naładowany.',
    category: 'ELECTRONICS',
    condition: 'MISSING_PARTS',
    msrp: 2999,
    price: 1690,
    purchasePrice: 1050,
    stock: 1,
    picture: { kind: 'camera', main: '#2b2d31', accent: '#4b5563', views: 2 },
  },
  {
    drop: 'tech-archive',
    name: 'Smartfon Xiaomi Redmi Note 12 8/256 GB',
    description:
      'Ekran AMOLED 120 Hz i bateria 5000 mAh. Pęknięta tylna szybka, telefon działa w pełni ' +
      'sprawnie.',
    category: 'ELECTRONICS',
    condition: 'DEFECTIVE',
    msrp: 1099,
    purchasePrice: 220,
    stock: 1,
    picture: { kind: 'smartphone', main: '#3f4756', accent: '#22d3ee', views: 1 },
  },
  {
    drop: 'tech-archive',
    name: 'Laptop ASUS Vivobook 15 (i5, 16 GB, 512 GB SSD)',
    description:
      'Lekki 15-calowy laptop do pracy i nauki z Windows 11. Ślady użytkowania na obudowie, ' +
      'bateria w bardzo dobrym stanie.',
    category: 'ELECTRONICS',
    condition: 'USED',
    msrp: 2899,
    price: 1899,
    purchasePrice: 1150,
    stock: 1,
    picture: { kind: 'laptop', main: '#9ca3af', accent: '#6366f1', views: 1 },
  },
];
