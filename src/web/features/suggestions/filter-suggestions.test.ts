import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@/shared/schemas/suggestions';
import { filterSuggestions, isFiltered, NO_SUGGESTION_FILTERS, parseSuggestionFilters, toSuggestionSearch } from './filter-suggestions';

const suggestion = (overrides: Partial<Suggestion>): Suggestion => ({
  id: '00000000-0000-4000-8000-000000000000',
  exerciseName: 'Exercise',
  equipmentType: 'Dumbbells',
  targetMuscleGroups: 'Chest',
  description: 'A description.',
  difficultyLevel: 'beginner',
  status: 'pending',
  reviewedAt: null,
  pros: null,
  cons: null,
  tags: null,
  videoUrl: null,
  requiredEquipment: [[overrides.equipmentType ?? 'Dumbbells']],
  optionalEquipment: [],
  picture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const landmine = suggestion({
  exerciseName: 'Landmine Press',
  equipmentType: 'Barbells',
  targetMuscleGroups: 'Shoulders, Chest',
  difficultyLevel: 'intermediate',
  tags: ['Unilateral'],
});
const swing = suggestion({
  exerciseName: 'Kettlebell Swing',
  equipmentType: 'Kettlebells',
  targetMuscleGroups: 'Glutes, Hamstrings',
  description: 'Hinge and snap the hips.',
  difficultyLevel: 'beginner',
});
const snatch = suggestion({
  exerciseName: 'Kettlebell Snatch',
  equipmentType: 'Kettlebells',
  targetMuscleGroups: 'Shoulders, Glutes',
  difficultyLevel: 'advanced',
  tags: ['power'],
});
const all = [landmine, swing, snatch];

describe('filterSuggestions', () => {
  it('keeps everything, in order, without filters', () => {
    expect(filterSuggestions(all, NO_SUGGESTION_FILTERS)).toEqual(all);
  });

  it.each([
    ['kettlebell', [swing, snatch]],
    ['KETTLEBELL snat', [snatch]],
    ['barbells', [landmine]],
    ['shoulders', [landmine, snatch]],
    ['unilateral', [landmine]],
    ['hips', [swing]],
    ['  power  ', [snatch]],
    ['rowing', []],
  ])('searches name, description, equipment, muscles and tags for every word of %j', (q, expected) => {
    expect(filterSuggestions(all, { q, difficulty: null })).toEqual(expected);
  });

  it('filters by difficulty and combines it with the search', () => {
    expect(filterSuggestions(all, { q: '', difficulty: 'advanced' })).toEqual([snatch]);
    expect(filterSuggestions(all, { q: 'kettlebell', difficulty: 'beginner' })).toEqual([swing]);
    expect(filterSuggestions(all, { q: 'landmine', difficulty: 'beginner' })).toEqual([]);
  });
});

describe('the view in the URL', () => {
  it('reads q and a known difficulty, ignoring an unknown one', () => {
    expect(parseSuggestionFilters(new URLSearchParams('q=press&difficulty=advanced'))).toEqual({ q: 'press', difficulty: 'advanced' });
    expect(parseSuggestionFilters(new URLSearchParams('difficulty=expert'))).toEqual({ q: '', difficulty: null });
  });

  it('writes only what narrows the list, and tells a filtered view from the full one', () => {
    expect(toSuggestionSearch({ q: 'press', difficulty: 'beginner' })).toBe('q=press&difficulty=beginner');
    expect(toSuggestionSearch({ q: '   ', difficulty: null })).toBe('');
    expect(isFiltered({ q: ' ', difficulty: null })).toBe(false);
    expect(isFiltered({ q: '', difficulty: 'beginner' })).toBe(true);
  });
});
