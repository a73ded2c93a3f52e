// `npm run bench` (requirements §10.1–§10.2). React picks its production or development build from
// process.env.NODE_ENV when it is first imported, as `bin/gkn` arranges for the built server:
// set it before anything imports React, then load the benchmark itself.
process.env.NODE_ENV = 'production';
await import('./bench-run.js');
