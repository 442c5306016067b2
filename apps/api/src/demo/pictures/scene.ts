// Puts one product drawing into a light studio scene (seamless backdrop, soft spotlight, floor
// shadow) and renders it to PNG with sharp. Drawings use a 1000 x 1000 canvas whose floor line
// is y = 800; the scene decides framing (hero, close-up detail, mirrored second view).
import sharp from 'sharp';
import { linear, mix, radial, shade } from './color.ts';

export interface Colors {
  /** The product's body colour. */
  main: string;
  /** A second colour for trims, soles, screens, stitching. */
  accent: string;
}

export interface Drawing {
  defs: string;
  body: string;
  /** Half width of the floor shadow under the object, in canvas units. */
  shadowWidth: number;
  /** Centre of the floor shadow (defaults to the middle of the floor line). */
  shadowX?: number;
  shadowY?: number;
  /** The point a close-up view zooms into. */
  focus: [number, number];
}

export type Draw = (colors: Colors) => Drawing;

/** Backdrop tint of a category: the light centre and the slightly darker edges. */
export interface Backdrop {
  light: string;
  edge: string;
}

export type View = 'hero' | 'detail' | 'side';

export const PICTURE_SIZE = 1200;
const FLOOR_Y = 800;

function framing(view: View, focus: [number, number]): string {
  if (view === 'detail') {
    const zoom = 1.45;
    const [fx, fy] = focus;
    return `translate(${500 - fx * zoom} ${480 - fy * zoom}) scale(${zoom})`;
  }
  // The second view is the object seen from its other side, a little further away.
  if (view === 'side')
    return 'translate(1000 0) scale(-1 1) translate(500 800) scale(0.9) translate(-500 -800)';
  return '';
}

export function sceneSvg(drawing: Drawing, backdrop: Backdrop, view: View): string {
  const light = view === 'side' ? mix(backdrop.light, backdrop.edge, 0.35) : backdrop.light;
  const edge = view === 'side' ? shade(backdrop.edge, -0.06) : backdrop.edge;
  const shadowX = drawing.shadowX ?? 500;
  const shadowY = drawing.shadowY ?? FLOOR_Y;
  const w = drawing.shadowWidth;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 1000 1000">
<defs>
${radial(
  'scene-bg',
  // A bright spot behind the object fading into the paper: one fill keeps rendering cheap.
  [
    [0, shade(light, 0.85)],
    [0.3, shade(light, 0.5)],
    [0.55, light],
    [1, edge],
  ],
  0.5,
  0.36,
  0.8,
)}
${linear('scene-floor', [
  [0, edge, 0],
  [1, shade(edge, -0.08), 0.9],
])}
${radial('scene-soft', [
  [0, shade(edge, -0.55), 0.4],
  [0.6, shade(edge, -0.55), 0.18],
  [1, shade(edge, -0.55), 0],
])}
${radial('scene-contact', [
  [0, shade(edge, -0.7), 0.55],
  [0.7, shade(edge, -0.7), 0.2],
  [1, shade(edge, -0.7), 0],
])}
${drawing.defs}
</defs>
<rect width="1000" height="1000" fill="url(#scene-bg)"/>
<rect y="620" width="1000" height="380" fill="url(#scene-floor)"/>
<g transform="${framing(view, drawing.focus)}">
<ellipse cx="${shadowX}" cy="${shadowY + 6}" rx="${w * 1.25}" ry="${Math.max(40, w * 0.17)}" fill="url(#scene-soft)"/>
<ellipse cx="${shadowX}" cy="${shadowY}" rx="${w * 0.95}" ry="${Math.max(14, w * 0.06)}" fill="url(#scene-contact)"/>
${drawing.body}
</g>
</svg>`;
}

/** Renders a drawing as a PNG of PICTURE_SIZE pixels square. */
export async function renderPicture(
  draw: Draw,
  colors: Colors,
  backdrop: Backdrop,
  view: View,
): Promise<Buffer> {
  const svg = sceneSvg(draw(colors), backdrop, view);
  // The backdrop is opaque: no alpha channel to carry through the pipeline.
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}
