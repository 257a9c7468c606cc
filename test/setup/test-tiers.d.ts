// Types of test-tiers.js, which jest's configurations and test sequencer load as plain JavaScript.
export declare const CORPUS_TEST_MATCH: readonly string[];
export declare const UNIT_TEST_MATCH: readonly string[];
export declare function isCorpusTestFile(testPath: string, rootDir: string): boolean;
export declare function isPureTestFile(testPath: string, rootDir: string): boolean;
export declare function isUnitTestFile(testPath: string, rootDir: string): boolean;
