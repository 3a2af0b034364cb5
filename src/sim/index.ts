export { createSite, type RecordedRequest, type RegistrationInput, type Site, type SiteOptions, type SimKiosk, type SimVisitor } from './site.ts';
export { applyFaultsFromSearch, createFaults, faultsFromSearch, FAULT_KINDS, type Fault, type FaultKind, type Faults } from './faults.ts';
export { createHandlers, ROUTES } from './handlers.ts';
export { HOSTS, type SimHost } from './data/hosts.ts';
export { LANGUAGES } from './data/languages.ts';
export { COURIER_PROFILE_ID, PROFILES } from './data/profiles.ts';
export { HOST_QUESTION_ID } from './data/questions.ts';
export { DEFAULT_KIOSK_ID, DEFAULT_TENANT } from './data/kiosks.ts';
