export { FactsBox } from './facts-box';
export { factsBoxLabels } from './facts-box-labels';
