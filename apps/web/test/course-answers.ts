/** The right answers to every mandatory question of the demo's open course (id 100). */
export const OPEN_COURSE_ANSWERS = [
  { block_id: 'k1-e1-fraga-malet', values: ['samma-makt'] },
  { block_id: 'k1-e1-fraga-delmal', values: ['makt', 'ekonomisk', 'halsa', 'vald'] },
  { block_id: 'k2-e1-fraga-grunder', values: ['kon', 'alder', 'funktionsnedsattning', 'sexuell-laggning'] },
  {
    block_id: 'k2-e1-fraga-former',
    values: ['direkt', 'indirekt', 'tillganglighet', 'sexuella-trakasserier'],
  },
  { block_id: 'k2-e2-fraga-tillsyn', values: ['do'] },
  { block_id: 'k3-e2-fraga-ansvar', values: ['all-personal'] },
];

/** The right answers to the mandatory questions of the demo's `users` course (id 101). */
export const USERS_COURSE_ANSWERS = [
  { block_id: 'k1-e1-fraga-innebord', values: ['ordinarie'] },
  { block_id: 'k2-e1-fraga-statistik', values: ['uppdelad'] },
  { block_id: 'k3-e1-fraga-uppfoljning', values: ['orsaker'] },
];
