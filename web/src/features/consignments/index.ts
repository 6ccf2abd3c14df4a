/**
 * Consignments in the web (issue 33): dispatch, the manifest, proof of delivery, "where is
 * it" in My Requests and the patient's tracking page. A placeholder until the web's screens
 * land (branch h-dispatch-web); the contract is @pharmacy/shared's consignments feature.
 */
export { CONSIGNMENT_API_PATHS } from '@pharmacy/shared';
