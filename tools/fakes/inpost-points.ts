// The parcel lockers the ShipX stand-in knows (GET /v1/points): real-looking InPost points in a
// few towns, in the shape ShipX answers (the fields the shop reads and a few more). The codes the
// tests use (KRA010, WAW123M) are among them.
export interface FakePoint {
  name: string;
  type: string[];
  status: 'Operating' | 'NonOperating';
  location: { latitude: number; longitude: number };
  location_description: string;
  address: { line1: string; line2: string };
  address_details: {
    city: string;
    province: string;
    post_code: string;
    street: string;
    building_number: string;
    flat_number: null;
  };
  opening_hours: string;
  location_247: boolean;
}

const point = (
  name: string,
  [street, building]: [string, string],
  [postCode, city, province]: [string, string, string],
  [latitude, longitude]: [number, number],
  description: string,
): FakePoint => ({
  name,
  type: ['parcel_locker'],
  status: 'Operating',
  location: { latitude, longitude },
  location_description: description,
  address: { line1: `${street} ${building}`, line2: `${postCode} ${city}` },
  address_details: {
    city,
    province,
    post_code: postCode,
    street,
    building_number: building,
    flat_number: null,
  },
  opening_hours: '24/7',
  location_247: true,
});

const KRAKOW = 'małopolskie';
const WARSZAWA = 'mazowieckie';

export const FAKE_POINTS: FakePoint[] = [
  point(
    'KRA010',
    ['Długa', '1'],
    ['31-147', 'Kraków', KRAKOW],
    [50.0694, 19.9385],
    'Przy sklepie Żabka',
  ),
  point(
    'KRA012',
    ['Karmelicka', '45'],
    ['31-128', 'Kraków', KRAKOW],
    [50.0672, 19.9281],
    'Obok apteki',
  ),
  point(
    'KRA01M',
    ['Zwierzyniecka', '30'],
    ['31-105', 'Kraków', KRAKOW],
    [50.0565, 19.9289],
    'Przy stacji paliw',
  ),
  point(
    'KRA25A',
    ['Wielicka', '259'],
    ['30-663', 'Kraków', KRAKOW],
    [50.0155, 19.9981],
    'Parking centrum handlowego',
  ),
  point(
    'KRA340',
    ['Aleja Pokoju', '67'],
    ['31-580', 'Kraków', KRAKOW],
    [50.0614, 19.9822],
    'Przy wejściu do galerii',
  ),
  point(
    'WAW123M',
    ['Marszałkowska', '10'],
    ['00-001', 'Warszawa', WARSZAWA],
    [52.2217, 21.0153],
    'W holu biurowca',
  ),
  point(
    'WAW22A',
    ['Puławska', '145'],
    ['02-715', 'Warszawa', WARSZAWA],
    [52.1866, 21.0226],
    'Przy supermarkecie',
  ),
  point(
    'WAW01N',
    ['Nowy Świat', '22'],
    ['00-373', 'Warszawa', WARSZAWA],
    [52.2335, 21.0188],
    'Obok kawiarni',
  ),
  point(
    'WAW318',
    ['Grochowska', '207'],
    ['04-077', 'Warszawa', WARSZAWA],
    [52.2486, 21.0945],
    'Przy przystanku',
  ),
  point(
    'WAW45B',
    ['Marszałkowska', '140'],
    ['00-061', 'Warszawa', WARSZAWA],
    [52.2372, 21.0092],
    'Przy wejściu do metra',
  ),
  point(
    'POZ08M',
    ['Półwiejska', '42'],
    ['61-888', 'Poznań', 'wielkopolskie'],
    [52.4006, 16.9254],
    'Parking galerii',
  ),
  point(
    'POZ144',
    ['Głogowska', '112'],
    ['60-244', 'Poznań', 'wielkopolskie'],
    [52.3921, 16.8983],
    'Przy sklepie',
  ),
  point(
    'GDA05A',
    ['Grunwaldzka', '82'],
    ['80-244', 'Gdańsk', 'pomorskie'],
    [54.3809, 18.6062],
    'Obok banku',
  ),
  point(
    'GDA117',
    ['Długa', '5'],
    ['80-827', 'Gdańsk', 'pomorskie'],
    [54.3489, 18.6531],
    'W bramie kamienicy',
  ),
  point(
    'LUB02M',
    ['Lipowa', '12'],
    ['20-020', 'Lublin', 'lubelskie'],
    [51.2457, 22.5547],
    'Przy centrum handlowym',
  ),
  point(
    'LUB210',
    ['Krakowskie Przedmieście', '60'],
    ['20-076', 'Lublin', 'lubelskie'],
    [51.2486, 22.5615],
    'Obok poczty',
  ),
  point(
    'WRO07M',
    ['Świdnicka', '53'],
    ['50-030', 'Wrocław', 'dolnośląskie'],
    [51.1049, 17.0309],
    'W pasażu',
  ),
  point(
    'WRO333',
    ['Legnicka', '58'],
    ['54-204', 'Wrocław', 'dolnośląskie'],
    [51.1188, 16.9912],
    'Parking marketu',
  ),
  point(
    'LOD19N',
    ['Piotrkowska', '100'],
    ['90-004', 'Łódź', 'łódzkie'],
    [51.7622, 19.4578],
    'W bramie',
  ),
  point(
    'SZZ04M',
    ['Wojska Polskiego', '17'],
    ['70-470', 'Szczecin', 'zachodniopomorskie'],
    [53.4301, 14.5449],
    'Przy kiosku',
  ),
];
