// The API key the user entered. sessionStorage only: it stays with the tab, ends when the tab
// closes, and never enters a URL, history or localStorage.
const STORAGE_KEY = 'settlegraph.apiKey';

export function loadApiKey(): string {
  return sessionStorage.getItem(STORAGE_KEY) ?? '';
}

export function saveApiKey(key: string): void {
  sessionStorage.setItem(STORAGE_KEY, key);
}

export function forgetApiKey(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
