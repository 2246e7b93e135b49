/**
 * The shapes of the muscle map (docs/product.md#muscle-map), drawn for Equipped by its team: a stylised body seen from
 * the front and from the back, and one region per muscle of the vocabulary (src/shared/catalogue/muscle-vocabulary.ts).
 * No artwork, icon set or anatomy library was copied or traced.
 *
 * Coordinates: each view is VIEW_WIDTH × VIEW_HEIGHT user units with the body's midline at x = MIDLINE; the back view
 * is drawn BACK_OFFSET units to the right of the front one. Shapes are written for one side of the body (x ≥ MIDLINE)
 * as a few outline points, joined by a smooth closed curve (smoothClosedPath); the map draws each again mirrored
 * across the midline unless it says `mirror: false`. Drawn as data rather than as finished path strings so a shape can
 * be read and moved point by point.
 */
import type { MuscleName } from '@/shared/catalogue/muscle-vocabulary';

type Point = readonly [x: number, y: number];

export const VIEW_WIDTH = 160;
export const VIEW_HEIGHT = 362;
export const MIDLINE = VIEW_WIDTH / 2;
/** Where the back view starts, to the right of the front one. */
export const BACK_OFFSET = 180;
/** The whole drawing: both views side by side. */
export const MAP_VIEW_BOX = `0 0 ${BACK_OFFSET + VIEW_WIDTH} ${VIEW_HEIGHT}`;

export type MapView = 'front' | 'back';

/** A muscle that has a region on the map: every one of the vocabulary but Cardiovascular. */
export type RegionMuscle = Exclude<MuscleName, 'Cardiovascular'>;

export interface RegionShape {
  view: MapView;
  /** SVG path data in the view's own coordinates. */
  d: string;
  /** Also drawn mirrored across the midline (the other side of the body). */
  mirror: boolean;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A closed curve through `points`, in order: a Catmull-Rom spline turned into cubic Béziers, so every point is on the
 * outline and corners come out rounded.
 */
export function smoothClosedPath(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${round(at(0)[0])} ${round(at(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0]!)} ${round(c1[1]!)} ${round(c2[0]!)} ${round(c2[1]!)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return `${d}Z`;
}

/** A rectangle with rounded corners as path data (the blocks of the abs). */
function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y}H${x + width - r}Q${x + width} ${y} ${x + width} ${y + r}V${y + height - r}Q${x + width} ${y + height} ${
    x + width - r
  } ${y + height}H${x + r}Q${x} ${y + height} ${x} ${y + height - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

/** One side of the body's outline, from under the chin down the neck, arm, flank and leg to the crotch. */
const SILHOUETTE_SIDE: readonly Point[] = [
  [87, 42],
  [88, 53],
  [99, 58],
  [112, 62], // neck, shoulder line
  [121, 68],
  [126, 80],
  [128, 98],
  [130, 118],
  [131, 134], // shoulder cap, upper arm
  [134, 150],
  [135, 170],
  [133, 189], // forearm
  [136, 200],
  [134, 212],
  [128, 215],
  [124, 206],
  [124, 193], // hand
  [121, 172],
  [117, 152],
  [115, 136],
  [113, 118],
  [111, 102],
  [108, 97], // inside of the arm up to the armpit
  [107, 108],
  [105, 124],
  [103, 142],
  [103, 158],
  [107, 172],
  [110, 188], // flank, waist, hip
  [111, 210],
  [108, 240],
  [104, 264],
  [103, 280], // thigh, knee
  [107, 298],
  [104, 320],
  [98, 338], // calf, ankle
  [100, 350],
  [96, 357],
  [86, 357],
  [85, 345], // foot
  [86, 322],
  [85, 298],
  [83, 280],
  [83, 250],
  [82, 218], // inside of the leg
];

/** The body's outline: SILHOUETTE_SIDE and its mirror image, closed under the chin and at the crotch. */
export const BODY_OUTLINE = smoothClosedPath([
  ...SILHOUETTE_SIDE,
  [MIDLINE, 206],
  ...[...SILHOUETTE_SIDE].reverse().map(([x, y]): Point => [2 * MIDLINE - x, y]),
  [MIDLINE, 40],
]);

/** The head, an ellipse drawn over the top of the neck. */
export const HEAD = { cx: MIDLINE, cy: 27, rx: 14, ry: 18 } as const;

const shape = (view: MapView, points: readonly Point[], mirror = true): RegionShape => ({ view, d: smoothClosedPath(points), mirror });
const both = (points: readonly Point[]): RegionShape[] => [shape('front', points), shape('back', points)];

const FOREARM: readonly Point[] = [
  [118, 140],
  [126, 138],
  [132, 146],
  [134, 166],
  [132, 185],
  [126, 188],
  [123, 172],
  [119, 154],
];
const SIDE_DELT: readonly Point[] = [
  [117, 64],
  [122, 69],
  [126, 80],
  [126.5, 93],
  [122, 98],
  [119.5, 86],
  [118.5, 73],
];

/**
 * Every region of the map, by muscle: what is drawn, in which view. Regions seen from both sides (Traps, Side Delts,
 * Forearms, Calves) have shapes in both views and act as one region.
 */
export const MUSCLE_REGIONS: Readonly<Record<RegionMuscle, readonly RegionShape[]>> = {
  Chest: [
    shape('front', [
      [81.5, 66],
      [95, 63],
      [105, 67],
      [108, 79],
      [105, 93],
      [96, 99],
      [84, 98],
      [81.5, 84],
    ]),
  ],
  'Front Delts': [
    shape('front', [
      [108, 63],
      [114, 63.5],
      [117, 72],
      [118, 86],
      [115, 97],
      [110.5, 90],
      [109.5, 77],
    ]),
  ],
  'Side Delts': both(SIDE_DELT),
  'Rear Delts': [
    shape('back', [
      [107, 64],
      [114.5, 63.5],
      [117.5, 74],
      [118, 88],
      [114, 97],
      [109.5, 86],
    ]),
  ],
  Biceps: [
    shape('front', [
      [114, 102],
      [121, 100],
      [127, 105],
      [129, 120],
      [127, 132],
      [121, 134],
      [116, 124],
    ]),
  ],
  Triceps: [
    shape('back', [
      [113, 101],
      [121, 99],
      [127.5, 104],
      [129.5, 120],
      [127, 133],
      [120, 135],
      [115.5, 122],
    ]),
  ],
  Forearms: both(FOREARM),
  Abs: [
    { view: 'front', d: roundedRect(81.5, 102, 9.5, 15, 3), mirror: true },
    { view: 'front', d: roundedRect(81.5, 120, 9.5, 15, 3), mirror: true },
    { view: 'front', d: roundedRect(81.5, 138, 9.5, 15, 3), mirror: true },
    shape('front', [
      [81.5, 157],
      [90.5, 157],
      [89.5, 171],
      [85, 182],
      [81.5, 185],
    ]),
  ],
  Obliques: [
    shape('front', [
      [95, 104],
      [104, 107],
      [103, 124],
      [100.5, 141],
      [101.5, 157],
      [96, 163],
      [94, 141],
      [94.5, 121],
    ]),
  ],
  Lats: [
    shape('back', [
      [89, 104],
      [100, 100.5],
      [105.5, 103],
      [104, 122],
      [100.5, 141],
      [94.5, 152],
      [89.5, 143],
      [88, 124],
    ]),
  ],
  'Upper Back': [
    shape('back', [
      [93, 82],
      [103, 70],
      [106.5, 73],
      [107, 89],
      [104, 97],
      [96, 99],
      [89.5, 95],
    ]),
  ],
  Traps: [
    shape('front', [
      [88.5, 50],
      [98, 55.5],
      [108, 60.5],
      [100, 61],
      [90.5, 57],
    ]),
    shape('back', [
      [MIDLINE, 44],
      [87, 48],
      [98, 55.5],
      [109, 61],
      [101, 66],
      [92, 79],
      [86, 99],
      [MIDLINE, 119],
    ]),
  ],
  'Lower Back': [
    shape('back', [
      [81.5, 124],
      [86.5, 125],
      [88.5, 146],
      [95, 158],
      [97, 168],
      [81.5, 172],
    ]),
  ],
  Glutes: [
    shape('back', [
      [81.5, 178],
      [93, 174],
      [102, 182],
      [108, 192],
      [107.5, 204],
      [100, 212],
      [88, 212],
      [81.5, 205],
    ]),
  ],
  'Hip Abductors': [
    shape('back', [
      [99, 164],
      [104, 162],
      [107.5, 173],
      [108.5, 187],
      [103, 180],
      [97, 172],
    ]),
  ],
  Adductors: [
    shape('front', [
      [82.5, 212],
      [88, 205],
      [90, 222],
      [88, 241],
      [85, 250],
      [83, 235],
    ]),
  ],
  'Hip Flexors': [
    shape('front', [
      [101, 163],
      [105.5, 170],
      [99, 187],
      [90.5, 201],
      [87.5, 196],
      [94, 179],
    ]),
  ],
  Quadriceps: [
    shape('front', [
      [101, 190],
      [108, 182],
      [110, 206],
      [107.5, 234],
      [103, 256],
      [98.5, 263],
      [95, 250],
      [92.5, 228],
      [94.5, 205],
    ]),
    shape('front', [
      [89.5, 240],
      [93, 245],
      [96, 257],
      [94, 266],
      [89.5, 263],
      [88, 251],
    ]),
  ],
  Hamstrings: [
    shape('back', [
      [83, 218],
      [92, 216],
      [100, 215],
      [108, 219],
      [107, 240],
      [102, 261],
      [96, 268],
      [90, 266],
      [86, 248],
      [84, 232],
    ]),
  ],
  Calves: [
    shape('front', [
      [99.5, 285],
      [104.5, 295],
      [105, 311],
      [100, 325],
      [96.5, 310],
      [96.5, 294],
    ]),
    shape('front', [
      [86.5, 288],
      [89.5, 293],
      [90, 309],
      [87.5, 321],
      [86, 305],
    ]),
    shape('back', [
      [85.5, 284],
      [92, 282],
      [94, 298],
      [92, 315],
      [87.5, 318],
      [85.5, 300],
    ]),
    shape('back', [
      [95.5, 284],
      [102, 286],
      [105.5, 298],
      [104, 313],
      [98.5, 320],
      [95.5, 302],
    ]),
  ],
};

/** The muscles with a region, in the order a keyboard reaches them: the vocabulary's, front of the body first. */
export const REGION_MUSCLES = Object.keys(MUSCLE_REGIONS) as RegionMuscle[];
