export { CardsMultiple } from './cards-multiple';
export { cardsMultipleLabels } from './flip-card';
