import { SourceMapConsumer } from "source-map-js";
import fs from "node:fs";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const c = new SourceMapConsumer(map);
// attribute each generated char range to source + nearest enclosing name (approx by source line)
const lines = code.split("\n");
const bySource = {}; const byLine = {};
const mappings = [];
c.eachMapping((m) => mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for (let i=0;i<mappings.length;i++){
  const m=mappings[i], n=mappings[i+1];
  let len;
  if (n && n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn;
  else len=lines[m.generatedLine-1].length-m.generatedColumn;
  const s=m.source||"?";
  bySource[s]=(bySource[s]||0)+len;
  if (process.argv[3] && s.includes(process.argv[3])) { const k=m.originalLine; byLine[k]=(byLine[k]||0)+len; }
}
console.log(Object.entries(bySource).sort((a,b)=>b[1]-a[1]).slice(0,15).map(([s,n])=>n+" "+s).join("\n"));
if (process.argv[3]) {
  const src = c.sourceContentFor(Object.keys(bySource).find(s=>s.includes(process.argv[3])));
  const srcLines = src.split("\n");
  // group by top-level function: find nearest preceding line starting with "function " or "var "/"const" at col 0
  const groups={};
  for (const [l,n] of Object.entries(byLine)) {
    let k=+l-1; while(k>0 && !/^(async )?function |^var |^const |^let |^class |^export /.test(srcLines[k])) k--;
    const key=(k+1)+": "+srcLines[k].slice(0,70);
    groups[key]=(groups[key]||0)+n;
  }
  console.log("----");
  console.log(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,60).map(([s,n])=>n+" "+s).join("\n"));
}
