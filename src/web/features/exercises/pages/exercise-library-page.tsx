/** Stub from the foundation; the Exercise Library helper replaces this file (spec §2 Exercise Library). */
export function ExerciseLibraryPage() {
  return <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Exercise Library</h1>;
}
