// Simulates a browser that refuses storage: the getter itself throws, as in some privacy modes.
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});
