// Accessory drawings: wristwatch, backpack, sunglasses, handbag.
import { linear, radial, shade } from '../color.ts';
import type { Draw } from '../scene.ts';

export const wristwatch: Draw = ({ main, accent }) => {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const long = i % 3 === 0;
    return `<rect x="497" y="${long ? 352 : 356}" width="6" height="${long ? 26 : 14}" rx="3" fill="${shade(accent, -0.55)}" transform="rotate(${i * 30} 500 470)"/>`;
  }).join('');
  return {
    defs: `${linear(
      'ww-strap',
      [
        [0, shade(accent, -0.1)],
        [0.5, shade(accent, 0.12)],
        [1, shade(accent, -0.35)],
      ],
      [0, 0, 1, 0],
    )}
${linear(
  'ww-case',
  [
    [0, shade(main, 0.6)],
    [0.5, main],
    [1, shade(main, -0.45)],
  ],
  [0, 0, 1, 1],
)}
${radial(
  'ww-dial',
  [
    [0, shade(accent, 0.92)],
    [1, shade(accent, 0.7)],
  ],
  0.4,
  0.35,
  0.75,
)}
${linear(
  'ww-glass',
  [
    [0, '#ffffff', 0.5],
    [0.4, '#ffffff', 0],
    [1, '#ffffff', 0],
  ],
  [0, 0, 1, 1],
)}`,
    body: `
<path d="M 430 150 L 570 150 L 585 330 L 415 330 Z" fill="url(#ww-strap)"/>
<path d="M 415 610 L 585 610 L 575 790 L 425 790 Z" fill="url(#ww-strap)"/>
${[200, 250].map((y) => `<rect x="428" y="${y}" width="144" height="6" rx="3" fill="${shade(accent, -0.35)}" opacity="0.6"/>`).join('')}
${[700, 740].map((y) => `<circle cx="500" cy="${y}" r="9" fill="${shade(accent, -0.5)}"/>`).join('')}
<rect x="640" y="450" width="34" height="40" rx="8" fill="url(#ww-case)"/>
<circle cx="500" cy="470" r="170" fill="url(#ww-case)"/>
<circle cx="500" cy="470" r="146" fill="${shade(main, -0.3)}"/>
<circle cx="500" cy="470" r="136" fill="url(#ww-dial)"/>
${ticks}
<rect x="494" y="400" width="12" height="80" rx="6" fill="${shade(main, -0.6)}" transform="rotate(-50 500 470)"/>
<rect x="496" y="370" width="8" height="108" rx="4" fill="${shade(main, -0.6)}" transform="rotate(62 500 470)"/>
<rect x="499" y="360" width="3" height="120" fill="#d9412b" transform="rotate(160 500 470)"/>
<circle cx="500" cy="470" r="12" fill="${shade(main, -0.4)}"/>
<circle cx="500" cy="470" r="136" fill="url(#ww-glass)"/>`,
    shadowWidth: 190,
    focus: [500, 470],
  };
};

export const backpack: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'bp-body',
    [
      [0, shade(main, 0.2)],
      [1, shade(main, -0.3)],
    ],
    [0, 0, 1, 1],
  )}
${linear('bp-pocket', [
  [0, shade(main, 0.05)],
  [1, shade(main, -0.4)],
])}
${linear(
  'bp-side',
  [
    [0, '#000000', 0.25],
    [0.2, '#000000', 0],
    [0.8, '#000000', 0],
    [1, '#000000', 0.3],
  ],
  [0, 0, 1, 0],
)}`,
  body: `
<path d="M 440 200 Q 440 140 500 140 Q 560 140 560 200" fill="none" stroke="${shade(main, -0.35)}" stroke-width="20" stroke-linecap="round"/>
<rect x="270" y="330" width="60" height="360" rx="28" fill="${shade(main, -0.3)}"/>
<rect x="670" y="330" width="60" height="360" rx="28" fill="${shade(main, -0.3)}"/>
<path d="M 300 300 Q 300 190 500 190 Q 700 190 700 300 L 710 740 Q 710 790 660 790 L 340 790 Q 290 790 290 740 Z" fill="url(#bp-body)"/>
<path d="M 300 300 Q 300 190 500 190 Q 700 190 700 300 L 710 740 Q 710 790 660 790 L 340 790 Q 290 790 290 740 Z" fill="url(#bp-side)"/>
<path d="M 318 330 Q 330 222 500 220 Q 670 222 682 330" fill="none" stroke="${shade(main, -0.4)}" stroke-width="5" stroke-dasharray="2 0"/>
<rect x="352" y="500" width="296" height="250" rx="54" fill="url(#bp-pocket)"/>
<path d="M 380 540 Q 500 520 620 540" fill="none" stroke="${shade(main, -0.5)}" stroke-width="5"/>
<rect x="580" y="532" width="16" height="46" rx="6" fill="${accent}"/>
<rect x="612" y="300" width="16" height="46" rx="6" fill="${accent}" transform="rotate(-20 620 320)"/>
<rect x="290" y="730" width="420" height="60" rx="26" fill="${shade(accent, -0.15)}" opacity="0.9"/>
<rect x="400" y="380" width="200" height="40" rx="14" fill="${accent}" opacity="0.85"/>`,
  shadowWidth: 270,
  focus: [560, 520],
});

export const sunglasses: Draw = ({ main, accent }) => {
  const lens = `<path d="M 200 440 Q 200 400 250 398 L 430 398 Q 470 400 468 440 L 456 530 Q 448 600 380 602 L 300 602 Q 226 600 212 530 Z" fill="url(#sg-lens)" stroke="${main}" stroke-width="18"/>
<path d="M 236 430 Q 300 418 330 430 L 262 560 Q 236 520 236 430 Z" fill="#ffffff" opacity="0.22"/>`;
  return {
    defs: `${linear(
      'sg-lens',
      [
        [0, shade(accent, -0.2)],
        [1, shade(accent, -0.75)],
      ],
      [0, 0, 0.4, 1],
    )}
${linear(
  'sg-arm',
  [
    [0, shade(main, -0.2)],
    [1, shade(main, 0.1)],
  ],
  [0, 0, 1, 0],
)}`,
    body: `<g transform="translate(0 46)">
<path d="M 196 420 L 120 700 Q 112 740 150 742 L 170 742" fill="none" stroke="url(#sg-arm)" stroke-width="16" stroke-linecap="round"/>
<path d="M 804 420 L 880 700 Q 888 740 850 742 L 830 742" fill="none" stroke="url(#sg-arm)" stroke-width="16" stroke-linecap="round"/>
${lens}
<g transform="translate(1000 0) scale(-1 1)">${lens}</g>
<path d="M 462 430 Q 500 404 538 430" fill="none" stroke="${main}" stroke-width="18"/>
<circle cx="196" cy="418" r="12" fill="${shade(main, 0.3)}"/>
<circle cx="804" cy="418" r="12" fill="${shade(main, 0.3)}"/></g>`,
    shadowWidth: 360,
    focus: [330, 546],
  };
};

export const handbag: Draw = ({ main, accent }) => ({
  defs: `${linear(
    'hb-body',
    [
      [0, shade(main, 0.22)],
      [1, shade(main, -0.3)],
    ],
    [0, 0, 1, 1],
  )}
${linear('hb-flap', [
  [0, shade(main, 0.1)],
  [1, shade(main, -0.2)],
])}
${linear(
  'hb-gold',
  [
    [0, '#fbe7a1'],
    [0.5, '#d4a93c'],
    [1, '#9c7423'],
  ],
  [0, 0, 1, 1],
)}`,
  body: `
<path d="M 360 430 Q 360 220 500 220 Q 640 220 640 430" fill="none" stroke="${shade(main, -0.25)}" stroke-width="30" stroke-linecap="round"/>
<path d="M 372 420 Q 376 244 500 242 Q 624 244 628 420" fill="none" stroke="${shade(main, 0.25)}" stroke-width="6" opacity="0.5"/>
<path d="M 280 420 L 720 420 L 770 760 Q 775 790 745 790 L 255 790 Q 225 790 230 760 Z" fill="url(#hb-body)"/>
<path d="M 280 420 L 720 420 L 734 560 Q 500 640 266 560 Z" fill="url(#hb-flap)"/>
<path d="M 266 560 Q 500 640 734 560" fill="none" stroke="${shade(main, -0.4)}" stroke-width="5"/>
<path d="M 290 440 L 710 440" stroke="${accent}" stroke-width="4" stroke-dasharray="10 8" opacity="0.8"/>
<rect x="470" y="580" width="60" height="50" rx="10" fill="url(#hb-gold)"/>
<rect x="488" y="596" width="24" height="18" rx="5" fill="${shade(main, -0.3)}"/>
<rect x="338" y="414" width="44" height="30" rx="8" fill="url(#hb-gold)"/>
<rect x="618" y="414" width="44" height="30" rx="8" fill="url(#hb-gold)"/>`,
  shadowWidth: 290,
  focus: [500, 560],
});
