/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Explicit API base of a real deployment; without it the embedded simulated site runs. */
  readonly VITE_API_BASE?: string;
}
