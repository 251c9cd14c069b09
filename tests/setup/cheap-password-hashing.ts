import { lowerHashingCostInTests } from '../../server/auth/password';

// The database-backed projects (vitest.config.ts) hash at argon2id's smallest cost: the same code,
// a thirtieth of the CPU (server/auth/password.ts). password.test.ts checks the real cost.
lowerHashingCostInTests();
