import { Heart } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { MuscleName } from '@/shared/catalogue/muscle-vocabulary';
import {
  BACK_OFFSET,
  BODY_OUTLINE,
  HEAD,
  MAP_VIEW_BOX,
  MIDLINE,
  MUSCLE_REGIONS,
  REGION_MUSCLES,
  type RegionMuscle,
  type RegionShape,
} from './muscle-map-regions';

/** Strings of the muscle map (docs/product.md#muscle-map). */
export const MUSCLE_MAP_TEXT = {
  label: 'Muscles worked',
  primary: 'Primary',
  secondary: 'Secondary',
  none: 'none listed',
  front: 'Front',
  back: 'Back',
  cardio: 'Cardio',
} as const;

type Tone = 'primary' | 'secondary' | 'none';

/**
 * Joins class names, skipping the falsy ones. Not the kit's `cn`: importing it from this lazily loaded chunk makes the
 * bundler split lib/utils into a chunk of its own that every page, the landing page too, would then load; the map's
 * classes never conflict, so they need no tailwind-merge.
 */
const cn = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * Fill and outline of a region by tone. Primary is the app's emerald (--primary, emerald-700): 4.5:1 against an
 * untrained region (slate-200), 5.2:1 against the body (slate-50) and 4.3:1 against a secondary one. Secondary is a
 * pale emerald (emerald-200) that is hard to tell from slate-200 by its fill alone, so it is outlined in the primary
 * emerald, which stands 4.5:1 against its neighbours: both pass WCAG's 3:1 for graphics (1.4.11). The legend and the
 * lists say the same in words.
 */
const TONE_CLASS: Record<Tone, string> = {
  primary: 'fill-primary stroke-primary',
  secondary: 'fill-emerald-200 stroke-primary',
  none: 'fill-slate-200 stroke-slate-300',
};

/** The accessible summary, e.g. 'Muscles worked — primary: Quadriceps, Glutes; secondary: Hamstrings, Lower Back'. */
export function musclesWorkedLabel(primary: readonly MuscleName[], secondary: readonly MuscleName[]): string {
  const parts = [
    primary.length > 0 && `${MUSCLE_MAP_TEXT.primary.toLowerCase()}: ${primary.join(', ')}`,
    secondary.length > 0 && `${MUSCLE_MAP_TEXT.secondary.toLowerCase()}: ${secondary.join(', ')}`,
  ].filter(Boolean);
  return `${MUSCLE_MAP_TEXT.label} — ${parts.length > 0 ? parts.join('; ') : MUSCLE_MAP_TEXT.none}`;
}

function Shape({ shape }: { shape: RegionShape }) {
  const offset = shape.view === 'back' ? BACK_OFFSET : 0;
  return (
    <>
      <path d={shape.d} transform={offset ? `translate(${offset} 0)` : undefined} />
      {shape.mirror && <path d={shape.d} transform={`translate(${offset + 2 * MIDLINE} 0) scale(-1 1)`} />}
    </>
  );
}

function Body({ offset }: { offset: number }) {
  return (
    <g transform={offset ? `translate(${offset} 0)` : undefined} className="fill-slate-50 stroke-slate-400" strokeWidth={1.5}>
      <path d={BODY_OUTLINE} />
      <ellipse cx={HEAD.cx} cy={HEAD.cy} rx={HEAD.rx} ry={HEAD.ry} />
    </g>
  );
}

/** A legend swatch: a small rounded square in the region's colours. */
function Swatch({ tone }: { tone: Tone }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3 shrink-0">
      <rect x="1" y="1" width="10" height="10" rx="2.5" strokeWidth={1.5} className={TONE_CLASS[tone]} />
    </svg>
  );
}

export interface MuscleMapProps {
  /** The muscles an exercise mainly works: drawn in the primary emerald. */
  primary: readonly MuscleName[];
  /** The muscles it also works: drawn pale emerald with an emerald outline. */
  secondary: readonly MuscleName[];
  /** 'compact' for cards (compare), 'default' for the details dialog. */
  size?: 'default' | 'compact';
  /** Interactive mode: every region becomes a toggle button that calls this with its muscle. */
  onToggle?: (muscle: RegionMuscle) => void;
  /** Interactive mode: the muscles whose toggles are pressed (drawn as primary). */
  selected?: readonly MuscleName[];
  /** The drawing's accessible name; by default the summary musclesWorkedLabel gives. */
  label?: string;
  /** Interactive mode: a region's accessible name (e.g. its muscle and filter group); by default its muscle. */
  regionLabel?: (muscle: RegionMuscle) => string;
  className?: string;
}

/**
 * The muscle map (docs/product.md#muscle-map): a body seen from the front and the back (shapes in
 * muscle-map-regions.ts) with the primary muscles in strong emerald and the secondary ones in pale emerald, a legend
 * that lists them by name, and a heart chip for Cardiovascular, which has no region.
 *
 * Display mode (no `onToggle`): the drawing is one image (role="img") named by the summary musclesWorkedLabel gives.
 * Interactive mode (`onToggle`): the drawing is a group of toggle buttons, one per region, each focusable, named by its
 * muscle (or `regionLabel`'s name), pressed when `selected` holds it, and toggled by a click, Enter or Space; a
 * focused region is outlined in slate-900. The library's body-map muscle filter uses it.
 */
export function MuscleMap({
  primary,
  secondary,
  size = 'default',
  onToggle,
  selected = [],
  label: givenLabel,
  regionLabel,
  className,
}: MuscleMapProps) {
  const interactive = onToggle !== undefined;
  const compact = size === 'compact';
  const label = givenLabel ?? musclesWorkedLabel(primary, secondary);
  const toneOf = (muscle: MuscleName): Tone =>
    selected.includes(muscle) || primary.includes(muscle) ? 'primary' : secondary.includes(muscle) ? 'secondary' : 'none';
  const cardio = toneOf('Cardiovascular');

  const onKeyDown = (muscle: RegionMuscle) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle?.(muscle);
  };

  return (
    <figure
      data-muscle-map=""
      className={cn('flex flex-col items-center gap-3', !compact && 'sm:flex-row sm:items-center sm:gap-6', className)}
    >
      <div className={cn('relative w-full', compact ? 'max-w-56' : 'max-w-72 sm:max-w-80')}>
        <svg
          viewBox={MAP_VIEW_BOX}
          role={interactive ? 'group' : 'img'}
          aria-label={label}
          className="block h-auto w-full overflow-visible"
        >
          {!interactive && <title>{label}</title>}
          <Body offset={0} />
          <Body offset={BACK_OFFSET} />
          {REGION_MUSCLES.map((muscle) => {
            const tone = toneOf(muscle);
            const pressed = selected.includes(muscle);
            return (
              <g
                key={muscle}
                data-muscle={muscle}
                data-tone={tone}
                strokeWidth={tone === 'none' ? 0.75 : 1.25}
                strokeLinejoin="round"
                className={cn(
                  TONE_CLASS[tone],
                  interactive &&
                    'cursor-pointer outline-none hover:opacity-85 focus-visible:stroke-slate-900 focus-visible:[stroke-width:2.5]',
                )}
                {...(interactive && {
                  role: 'button',
                  tabIndex: 0,
                  'aria-pressed': pressed,
                  'aria-label': regionLabel ? regionLabel(muscle) : muscle,
                  onClick: () => onToggle(muscle),
                  onKeyDown: onKeyDown(muscle),
                })}
              >
                <title>{interactive && regionLabel ? regionLabel(muscle) : muscle}</title>
                {MUSCLE_REGIONS[muscle].map((shape, index) => (
                  <Shape key={index} shape={shape} />
                ))}
              </g>
            );
          })}
        </svg>
        <div aria-hidden="true" className="mt-1 grid grid-cols-[16fr_2fr_16fr] text-center text-xs text-muted-foreground">
          <span>{MUSCLE_MAP_TEXT.front}</span>
          <span />
          <span className="col-start-3">{MUSCLE_MAP_TEXT.back}</span>
        </div>
        {cardio !== 'none' && (
          <span
            aria-hidden="true"
            title="Cardiovascular"
            className={cn(
              'absolute top-0 left-0 inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
              cardio === 'primary' ? 'border-primary bg-primary text-primary-foreground' : 'border-primary bg-emerald-50 text-emerald-900',
            )}
          >
            <Heart aria-hidden="true" className="size-3" />
            {MUSCLE_MAP_TEXT.cardio}
          </span>
        )}
      </div>

      <figcaption className={cn('w-full min-w-0', compact ? 'text-xs' : 'text-sm sm:flex-1')}>
        <dl className="space-y-2">
          {(['primary', 'secondary'] as const).map((tone) => {
            const muscles = tone === 'primary' ? primary : secondary;
            if (muscles.length === 0) return null;
            return (
              <div key={tone} data-legend={tone}>
                <dt className="flex items-center gap-1.5 font-medium text-slate-700">
                  <Swatch tone={tone} />
                  {MUSCLE_MAP_TEXT[tone]}
                </dt>
                <dd className="mt-0.5 pl-[1.125rem] text-slate-800">{muscles.join(', ')}</dd>
              </div>
            );
          })}
        </dl>
      </figcaption>
    </figure>
  );
}
