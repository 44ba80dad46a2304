export { CardsMultiple } from './cards-multiple';
export { cardsMultipleLabels } from './cards-multiple-labels';
