/** Adapters keep money as integer paise so sums never drift; the contract speaks rupees. */
export { asPaise, toPaise, toRupees } from '../contract/money';
