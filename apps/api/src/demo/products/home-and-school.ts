// Products of "Dom pełen światła" (day 12 of the schedule) and "Powrót do nauki" (day 8).
import type { DemoProduct } from './types.ts';

export const HOME_AND_SCHOOL_PRODUCTS: DemoProduct[] = [
  {
    drop: 'home',
    name: 'Lampa stołowa z lnianym abażurem, wys. 52 cm',
    description:
      'Ceramiczna podstawa i abażur z naturalnego lnu, gwint E27. Egzemplarz z ekspozycji, ' +
      'bez żarówki.',
    category: 'HOME_AND_GARDEN',
    condition: 'USED',
    msrp: 389,
    purchasePrice: 95,
    stock: 1,
    picture: { kind: 'tableLamp', main: '#e7dcc8', accent: '#c2703d', views: 2 },
  },
  {
    drop: 'home',
    name: 'Lampa nocna Nowodvorski, zielona',
    description: 'Niewielka lampka z metalowym kloszem. Nowa, w oryginalnym pudełku.',
    category: 'HOME_AND_GARDEN',
    condition: 'NEW',
    msrp: 259,
    purchasePrice: 70,
    stock: 2,
    picture: { kind: 'tableLamp', main: '#3f6b52', accent: '#d6b36a', views: 1 },
  },
  {
    drop: 'home',
    name: 'Czajnik elektryczny Russell Hobbs Luna 1,7 l',
    description:
      'Szybkie gotowanie wody (3000 W) i podświetlany wskaźnik poziomu. Zwrot konsumencki, ' +
      'używany kilka razy.',
    category: 'HOME_AND_GARDEN',
    condition: 'USED',
    msrp: 249,
    purchasePrice: 55,
    stock: 1,
    picture: { kind: 'kettle', main: '#c0c7d1', accent: '#1f2937', views: 1 },
  },
  {
    drop: 'home',
    name: 'Czajnik Smeg KLF03 w stylu retro, kremowy',
    description: 'Kultowy czajnik w stylu lat 50. Wgniecenie na boku obudowy, działa bez zarzutu.',
    category: 'HOME_AND_GARDEN',
    condition: 'DEFECTIVE',
    msrp: 899,
    purchasePrice: 180,
    stock: 0,
    picture: { kind: 'kettle', main: '#efe3c8', accent: '#b08d57', views: 2 },
  },
  {
    drop: 'home',
    name: 'Monstera w ceramicznej donicy, 70 cm',
    description:
      'Sztuczna roślina, która wygląda jak żywa i nie wymaga podlewania. Donica z glazurowanej ' +
      'ceramiki.',
    category: 'HOME_AND_GARDEN',
    condition: 'NEW',
    msrp: 299,
    price: 179,
    purchasePrice: 80,
    stock: 5,
    picture: { kind: 'pottedPlant', main: '#2f7d4f', accent: '#d9c7ad', views: 2 },
  },
  {
    drop: 'home',
    name: 'Fotel uszak w stylu skandynawskim, welur',
    description:
      'Wygodny fotel z bukowymi nogami, tapicerka z miękkiego weluru. Z ekspozycji salonu, ' +
      'drobne zabrudzenie na podłokietniku.',
    category: 'HOME_AND_GARDEN',
    condition: 'USED',
    msrp: 1299,
    purchasePrice: 320,
    stock: 1,
    picture: { kind: 'armchair', main: '#3d6f8e', accent: '#c89a63', views: 3 },
  },
  {
    drop: 'home',
    name: 'Zestaw kubków z Bolesławca, 4 × 350 ml',
    description:
      'Ręcznie malowana ceramika z Bolesławca. W zestawie brakuje jednego kubka – w ofercie są ' +
      'trzy sztuki.',
    category: 'HOME_AND_GARDEN',
    condition: 'MISSING_PARTS',
    msrp: 360,
    purchasePrice: 60,
    stock: 1,
    picture: { kind: 'mug', main: '#2d4f9e', accent: '#f4f1ea', views: 1 },
  },
  {
    drop: 'home',
    name: 'Zestaw prezentowy świec sojowych',
    description: 'Trzy świece zapachowe w eleganckim pudełku: cedr, wanilia i bergamotka.',
    category: 'OTHER',
    condition: 'NEW',
    msrp: 189,
    price: 99,
    purchasePrice: 40,
    stock: 4,
    picture: { kind: 'giftBox', main: '#7a8b6f', accent: '#e8c07a', views: 1 },
  },
  {
    drop: 'home',
    name: 'Kubek termiczny do kawy, 400 ml',
    description: 'Podwójne ścianki trzymają temperaturę przez 6 godzin. Nowy, bez pudełka.',
    category: 'HOME_AND_GARDEN',
    condition: 'NEW',
    msrp: 129,
    purchasePrice: 30,
    stock: 3,
    picture: { kind: 'mug', main: '#b45353', accent: '#f3d9b1', views: 1 },
  },
  {
    drop: 'school',
    name: 'Laptop Lenovo IdeaPad Slim 5 (Ryzen 7, 16 GB, 1 TB)',
    description:
      'Wydajny 14-calowy laptop w aluminiowej obudowie. Zwrot konsumencki, stan jak nowy, ' +
      'pełna gwarancja producenta.',
    category: 'ELECTRONICS',
    condition: 'USED',
    msrp: 3999,
    purchasePrice: 1700,
    stock: 1,
    sourceUrl: 'https://www.lenovo.com/pl/pl/laptops/ideapad/',
    picture: { kind: 'laptop', main: '#4b5563', accent: '#0ea5e9', views: 3 },
  },
  {
    drop: 'school',
    name: 'Apple MacBook Air 13 M1, 8/256 GB, złoty',
    description:
      'Cichy, bezwentylatorowy laptop z długim czasem pracy na baterii. Brak oryginalnej ' +
      'ładowarki, w zestawie zamiennik USB-C 30 W.',
    category: 'ELECTRONICS',
    condition: 'MISSING_PARTS',
    msrp: 4199,
    price: 2799,
    purchasePrice: 1900,
    stock: 1,
    picture: { kind: 'laptop', main: '#e4cfb0', accent: '#f59e0b', views: 2 },
  },
  {
    drop: 'school',
    name: 'Plecak Fjällräven Kånken, 16 l',
    description: 'Klasyczny szwedzki plecak z wodoodpornej tkaniny Vinylon F. Nowy, z metką.',
    category: 'ACCESSORIES',
    condition: 'NEW',
    msrp: 429,
    purchasePrice: 130,
    stock: 2,
    picture: { kind: 'backpack', main: '#c2413b', accent: '#f1e3c8', views: 2 },
  },
  {
    drop: 'school',
    name: 'Plecak miejski na laptopa 15,6", grafitowy',
    description:
      'Osobna, wyściełana komora na laptopa i port USB do ładowania. Zepsuty suwak kieszeni ' +
      'przedniej.',
    category: 'ACCESSORIES',
    condition: 'DEFECTIVE',
    msrp: 249,
    purchasePrice: 40,
    stock: 1,
    picture: { kind: 'backpack', main: '#4a5160', accent: '#f2b134', views: 1 },
  },
  {
    drop: 'school',
    name: 'Zegarek Casio Edifice EFR-526D',
    description:
      'Chronograf ze stalową bransoletą i szkłem mineralnym. Nowy, pudełko i instrukcja w ' +
      'komplecie.',
    category: 'ACCESSORIES',
    condition: 'NEW',
    msrp: 599,
    purchasePrice: 210,
    stock: 1,
    picture: { kind: 'wristwatch', main: '#c9ced6', accent: '#2d3748', views: 2 },
  },
  {
    drop: 'school',
    name: 'Andrzej Sapkowski, Saga o Wiedźminie – komplet 8 tomów',
    description:
      'Twarde oprawy, wydanie kolekcjonerskie. Lekko przybrudzone grzbiety po ekspozycji ' +
      'w księgarni.',
    category: 'OTHER',
    condition: 'USED',
    msrp: 399,
    purchasePrice: 110,
    stock: 1,
    picture: { kind: 'books', main: '#5b2a3a', accent: '#c59b43', views: 1 },
  },
  {
    drop: 'school',
    name: 'Słuchawki JBL Tune 760NC, białe',
    description:
      'Nauszne słuchawki z redukcją szumów i 35 godzinami pracy. Zwrot konsumencki, kompletne.',
    category: 'ELECTRONICS',
    condition: 'USED',
    msrp: 399,
    purchasePrice: 120,
    stock: 0,
    picture: { kind: 'headphones', main: '#e5e7eb', accent: '#2563eb', views: 1 },
  },
  {
    drop: 'school',
    name: 'Smartfon Samsung Galaxy A54 5G 8/128 GB',
    description:
      'Ekran Super AMOLED 6,4" i aparat 50 Mpix. Nowy, rozpakowany do zdjęć, folia na ekranie.',
    category: 'ELECTRONICS',
    condition: 'NEW',
    msrp: 1799,
    purchasePrice: 800,
    stock: 2,
    picture: { kind: 'smartphone', main: '#a5b4c8', accent: '#8b5cf6', views: 1 },
  },
  {
    drop: 'school',
    name: 'Gra planszowa Chińczyk – wydanie drewniane',
    description:
      'Klasyczna gra rodzinna z drewnianymi pionkami i składaną planszą. Brakuje jednej kostki.',
    category: 'OTHER',
    condition: 'MISSING_PARTS',
    msrp: 119,
    price: 49,
    purchasePrice: 15,
    stock: 2,
    picture: { kind: 'boardGame', main: '#8b5a2b', accent: '#f2c14e', views: 1 },
  },
];
