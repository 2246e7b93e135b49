import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { forgetGyms, rememberedEquipment } from './gym-memo';

// The memo is keyed by the Drizzle handle only; these tests never query.
const database = () => ({ db: {} }) as unknown as Database;

describe('gym memo', () => {
  it('reads a gym once, then answers from memory until a gym write forgets it', async () => {
    const db = database();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return ['Dumbbells'];
    };
    expect(await rememberedEquipment(db, 'u1', 'g1', read)).toEqual(['Dumbbells']);
    expect(await rememberedEquipment(db, 'u1', 'g1', read)).toEqual(['Dumbbells']);
    expect(reads).toBe(1);
    // Another member's gym of the same id is another entry: the key is the pair.
    await rememberedEquipment(db, 'u2', 'g1', read);
    expect(reads).toBe(2);
    forgetGyms(db);
    await rememberedEquipment(db, 'u1', 'g1', read);
    expect(reads).toBe(3);
  });

  it('never keeps equipment read before a write that committed while it was read, nor a gym that is not there', async () => {
    const db = database();
    let reads = 0;
    const racing = async () => {
      reads += 1;
      forgetGyms(db); // the write commits while this read is under way
      return ['Barbells'];
    };
    expect(await rememberedEquipment(db, 'u1', 'g1', racing)).toEqual(['Barbells']);
    await rememberedEquipment(db, 'u1', 'g1', async () => ((reads += 1), ['Barbells']));
    expect(reads).toBe(2);
    const missing = async () => ((reads += 1), null);
    expect(await rememberedEquipment(db, 'u1', 'gone', missing)).toBeNull();
    await rememberedEquipment(db, 'u1', 'gone', missing);
    expect(reads).toBe(4);
  });
});
