// Types of rollup-plugin.js (plain JavaScript, so that rollup.config.js can load it).
import type { Plugin } from 'rollup';

export declare const LICENSES_FILE: 'licenses.json';
export declare const NOTICES_FILE: 'THIRD-PARTY-LICENSES.txt';
export declare const LICENSES_SCHEMA: 'agentverity-action/licenses@1';
export declare function packageDirOf(id: string): string | null;
export declare function declaredLicense(pkg: Record<string, unknown>): string | null;
export declare function licenseFilesIn(dir: string): string[];
export declare function bundledLicenses(options?: { root?: string }): Plugin;
