/**
 * The signed-in customer's Firebase ID token, for calls to the shop's API. The auth provider
 * registers the getter once Firebase has loaded, so the API layer never imports Firebase.
 */
type TokenGetter = () => Promise<string | null>;

let getter: TokenGetter = async () => null;

export function registerCustomerTokenGetter(next: TokenGetter): void {
  getter = next;
}

export const getCustomerToken = (): Promise<string | null> => getter();
