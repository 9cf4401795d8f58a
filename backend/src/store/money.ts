/** Adapters keep money as integer paise so sums never drift; the contract speaks rupees. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
