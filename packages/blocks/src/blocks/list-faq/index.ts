export { FAQ_TOGGLE_ALL_FROM, ListFaq, listFaqLabels } from './list-faq';
