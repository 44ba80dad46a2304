export { FAQ_TOGGLE_ALL_FROM, ListFaq } from './list-faq';
export { listFaqLabels } from './list-faq-labels';
