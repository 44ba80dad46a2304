export { FactsBox, factsBoxLabels } from './facts-box';
