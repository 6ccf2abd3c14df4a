/** Practitioner registration, e-mail verification and onboarding: fields, rules and messages shared by the web and the function. */
export {};
