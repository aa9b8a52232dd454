// Jest runs the ES modules of this folder as they are (no transform):
//   node --experimental-vm-modules node_modules/jest/bin/jest.js --config examples/jest/jest.config.mjs
export default {
  rootDir: import.meta.dirname,
  testMatch: ['**/*.test.mjs'],
  transform: {},
  testEnvironment: 'node',
};
