// Types of unit-test-files.js, which jest's configuration and test sequencer load as plain
// JavaScript.
export declare const UNIT_TEST_MATCH: readonly string[];
export declare function isUnitTestFile(testPath: string, rootDir: string): boolean;
