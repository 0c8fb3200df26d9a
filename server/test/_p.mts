const t0 = Date.now();
const m = await import("/work/main/server/test/harness.ts");
console.log("imported", Date.now() - t0);
const t = await m.startTestServer();
console.log("started", Date.now() - t0);
await t.close();
console.log("closed", Date.now() - t0);
