// An error found in the browser before or instead of a server call (a refused password
// policy, a blocked popup), with a code like the server's.
export class AuthClientError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthClientError';
  }
}
