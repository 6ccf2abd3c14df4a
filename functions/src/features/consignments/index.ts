/** Consignments (issue 33, decisions 059 and 060): dispatch, tracking, proof of delivery and "where is it". */
export {};
