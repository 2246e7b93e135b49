import { GitCompareArrows, Heart, Search, SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';

const ROWS = [
  { name: 'Cable Crossover', muscles: 'Chest, Shoulders', level: 'Intermediate', variant: 'warning' },
  { name: 'Single-Arm Cable Press', muscles: 'Chest, Triceps, Core', level: 'Beginner', variant: 'success' },
  { name: 'Low-to-High Cable Fly', muscles: 'Chest, Shoulders', level: 'Beginner', variant: 'success' },
] as const;

/** A drawn (not photographed) glimpse of the library for the hero; decorative, hidden from assistive technology. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none lg:mr-0">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-emerald-200/60 via-teal-100/40 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 text-xs font-medium text-slate-600">Exercise Library</span>
        </div>
        <div className="space-y-4 p-5 sm:pb-9">
          <div className="flex gap-2">
            <div className="flex h-10 flex-1 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900">
              <Search className="size-4 text-slate-500" />
              Cable Machine
            </div>
            <div className="flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700">
              <SlidersHorizontal className="size-4" />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent">Chest</Badge>
            <Badge variant="accent">Beginner–Intermediate</Badge>
            <Badge variant="accent">Hypertrophy</Badge>
          </div>
          <ul className="space-y-2.5">
            {ROWS.map((row) => (
              <li key={row.name} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-slate-900">{row.name}</p>
                  <p className="truncate text-xs text-slate-600">{row.muscles}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Badge variant={row.variant}>{row.level}</Badge>
                  <Heart className={row.name === 'Cable Crossover' ? 'size-4 fill-rose-500 text-rose-500' : 'size-4 text-slate-400'} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="absolute -bottom-7 -left-5 hidden items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xl sm:flex">
        <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-primary">
          <GitCompareArrows className="size-4" />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">Compare</p>
          <p className="text-xs text-slate-600">3/4 exercises selected</p>
        </div>
      </div>
    </div>
  );
}
