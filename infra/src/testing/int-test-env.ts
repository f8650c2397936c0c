/**
 * Settings every integration test file starts with (jest `setupFiles` of the int project, run per
 * file). The demo customers check out dozens of times in one test run, far beyond a real
 * customer's daily upload quota; the quota itself is tested with its own limits
 * (upload-quota.int.spec.ts sets them).
 */
process.env.UPLOAD_DAILY_MAX_FILES ??= '100000';
process.env.UPLOAD_DAILY_MAX_BYTES ??= String(1024 ** 4);
