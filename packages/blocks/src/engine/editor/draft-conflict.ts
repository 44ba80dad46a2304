/** A place both editors changed, each their own way. */
export interface DraftConflict {
  /** Where, in the merged document: `chapters[0].episodes[1].components[0][2].html`. */
  path: string;
  /** The same place as keys: `['chapters', 0, 'episodes', 1, 'components', 0, 2, 'html']`. */
  keys: Array<string | number>;
  /** This editor's value; `undefined` when this editor removed it. */
  mine: unknown;
  /** The other editor's value; `undefined` when they removed it. */
  theirs: unknown;
  /** Whose value the merged document has there: this editor's, unless this editor removed it. */
  kept: 'mine' | 'theirs';
  /**
   * Set when both reordered a list differently: `mine` and `theirs` are then the items' ids in
   * each one's order, and the list has this editor's order.
   */
  order?: 'block_id' | 'id';
  /**
   * Set when both moved one block to different places: it is at this editor's place, its
   * content merged; there is nothing to choose.
   */
  moved?: true;
}
