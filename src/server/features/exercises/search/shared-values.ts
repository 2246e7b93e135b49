/**
 * One copy of each value and of each list of values, handed to everything that holds an equal one (decision 0022):
 * the search index store keeps the catalogue's few-valued fields so — equipment, difficulty, muscles, pattern,
 * mechanic, goals, tags, source, creation time — since the database driver hands over a new string and array per row,
 * and at 100,000 exercises the copies took about a third of the DTOs' memory; the index keeps its name stems so.
 * Bounded by the distinct values given; the store shares many-valued fields (names, descriptions, aliases, form steps)
 * only when empty.
 */
export class SharedValues {
  private readonly values = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();
  private readonly groupLists = new Map<string, string[][]>();

  /** The one copy of `text`. */
  value<T extends string | null>(text: T): T {
    if (text === null) return text;
    const known = this.values.get(text);
    if (known !== undefined) return known as T;
    this.values.set(text, text);
    return text;
  }

  /** The one frozen copy of a list of groups (required equipment), each group {@link list shared} too. */
  groups(groups: string[][]): string[][] {
    const key = groups.map((group) => group.join('\u0000')).join('\u0001');
    let shared = this.groupLists.get(key);
    if (!shared) {
      shared = Object.freeze(groups.map((group) => this.list(group))) as string[][];
      this.groupLists.set(key, shared);
    }
    return shared;
  }

  /** The one frozen copy of a list with these items in this order (its items shared too; text holds no NUL: PostgreSQL stores none). */
  list(items: string[]): string[] {
    const key = items.join('\u0000');
    let shared = this.lists.get(key);
    if (!shared || shared.length !== items.length) {
      shared = Object.freeze(items.map((item) => this.value(item))) as string[];
      this.lists.set(key, shared);
    }
    return shared;
  }
}
