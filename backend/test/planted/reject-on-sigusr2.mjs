// Loaded into a test's server process: SIGUSR2 makes a promise reject with nobody handling it.
process.on('SIGUSR2', () => {
  void Promise.reject(new Error('planted fault'));
});
