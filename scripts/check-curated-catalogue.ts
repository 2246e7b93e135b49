// `npx tsx scripts/check-curated-catalogue.ts [--counts] [directory]`: checks catalogue/exercises/*.json (or directory's) against the curated
// exercise schema and the catalogue's rules (src/shared/catalogue/curated-exercise.ts), printing every problem; with
// --counts also how many exercises use each equipment item (required or optional) and each movement pattern. For catalogue authors: the
// same check runs in `npm test` (src/shared/catalogue/curated-catalogue.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { curatedCatalogueProblems, curatedEquipmentNamed, type CuratedExercise } from '../src/shared/catalogue/curated-exercise';
import { EQUIPMENT_NAMES } from '../src/shared/catalogue/equipment-taxonomy';

const directory = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'catalogue/exercises';
const files = Object.fromEntries(
  readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as unknown]),
);
const problems = curatedCatalogueProblems(files);
process.stdout.on('error', () => {}); // a closed pipe (| head) ends the listing, not the process
for (const problem of problems) console.log(problem);
if (process.argv.includes('--counts')) {
  const all = Object.values(files).flatMap((content) => (Array.isArray(content) ? (content as CuratedExercise[]) : []));
  console.log(`\n${all.length} exercises in ${Object.keys(files).length} files`);
  for (const item of EQUIPMENT_NAMES) {
    const named = all.filter((exercise) => Array.isArray(exercise.requiredEquipment) && curatedEquipmentNamed(exercise).includes(item));
    const optional = named.filter((exercise) => exercise.optionalEquipment?.includes(item)).length;
    console.log(`${item}: ${named.length}${optional > 0 ? ` (${optional} optional)` : ''}`);
  }
}
process.exitCode = problems.length === 0 ? 0 : 1;
